import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { type LazyNamespace, loadNamespaces } from '@/lib/i18n';
import { loadChunk } from './chunk-reload';

/** What a lazily loaded route module may export. */
export type RouteModule = { Component: ComponentType; loader?: LoaderFunction };

/**
 * A route's `lazy`: its chunk, with the time-out and the reload-once rule of chunk-reload.ts. The words
 * its pages need are fetched beside the chunk rather than by its loader once the chunk has arrived: on a
 * phone that was one more round trip before the page could show (issue 13). The loader still waits for
 * them, and a failed fetch of words is its to report.
 */
export function lazyRoute(load: () => Promise<RouteModule>, ...namespaces: LazyNamespace[]) {
  return async () => {
    if (namespaces.length > 0) void loadNamespaces(...namespaces).catch(() => undefined);
    const module = await loadChunk(load);
    return module.loader
      ? { Component: module.Component, loader: module.loader }
      : { Component: module.Component };
  };
}
