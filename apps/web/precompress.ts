import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text that compresses; pictures and woff2 fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|otf)$/;
/** Below this the headers outweigh what compression saves. */
const smallest = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest levels:
 * the server sends them as they are (@fastify/static preCompressed), so nothing is compressed per request.
 */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const totals = { files: 0, raw: 0, brotli: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!compressible.test(file) || (await stat(file)).size < smallest) continue;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipped(source, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.raw += source.length;
        totals.brotli += br.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** The Vite plugin: precompresses the build once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  let say: (message: string) => void = () => {};
  return {
    name: 'leisure:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      say = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const { files, raw, brotli: compressed } = await precompressDir(outDir);
      say(
        `precompressed ${files} files: ${Math.round(raw / 1024)} KB → ${Math.round(compressed / 1024)} KB brotli`,
      );
    },
  };
}
