import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { lazyRoute, type RouteModule } from './lazy-route';

const Component = () => null;

describe('a lazy route', () => {
  it("fetches its pages' words while its chunk is still on the way", async () => {
    expect(i18n.hasLoadedNamespace('payments')).toBe(false);
    let arrive: (module: RouteModule) => void = () => undefined;
    const chunk = new Promise<RouteModule>((resolve) => {
      arrive = resolve;
    });
    const loading = lazyRoute(() => chunk, 'payments')();
    await expect.poll(() => i18n.hasLoadedNamespace('payments')).toBe(true);
    arrive({ Component });
    expect(await loading).toEqual({ Component });
  });

  it("keeps the chunk's loader, which the route waits for", async () => {
    const loader = async () => null;
    expect(await lazyRoute(async () => ({ Component, loader }))()).toEqual({ Component, loader });
  });
});
