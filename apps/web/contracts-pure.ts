import type { Plugin } from 'vite';

/** The name the contracts' zod import takes in the web build: distinct, so marking it pure marks nothing else. */
export const contractsZod = 'contractsZod';

/**
 * The contracts build zod schemas at module level; the web app imports only their plain constants and
 * types, so their schema calls are marked pure and zod stays out of the bundle. A bare `z` cannot be the
 * name marked pure: minified libraries use it too (Preact's diff function is `z`, and the bundler would
 * drop the render itself), so in the contracts' modules alone zod is renamed first.
 */
export function contractsPure(): Plugin {
  return {
    name: 'contracts-pure',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/contracts\/src\/.*\.ts$/.test(id) || !code.includes("import { z } from 'zod'"))
        return null;
      return (
        code
          .replace("import { z } from 'zod'", `import { z as ${contractsZod} } from 'zod'`)
          // A chain may break after `z` ('z\n    .string(…)', as Biome lays out a long one): the name is
          // renamed wherever a member is read from it, or the broken chain keeps a `z` no module defines.
          .replace(/(?<![\w$.])z(?=\s*\.[a-zA-Z])/g, contractsZod)
      );
    },
  };
}
