import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadChunk } from './chunk-reload';

/** What a lazily loaded route module may export. */
export type RouteModule = { Component: ComponentType; loader?: LoaderFunction };

/** A route's `lazy`: its chunk, with the time-out and the reload-once rule of chunk-reload.ts. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async () => {
    const module = await loadChunk(load);
    return module.loader
      ? { Component: module.Component, loader: module.loader }
      : { Component: module.Component };
  };
}
