import { type ComponentType, lazy } from 'react';
import { loadChunk } from '@/app/chunk-reload';
import { type LazyNamespace, loadNamespaces } from '@/lib/i18n';

/**
 * A desk page as a route element: its chunk and its words fetched together when first shown, with the
 * chunk time-out and reload-once rule of the app's lazy routes. The desk's routes live in the desk's own
 * chunk (foh-site.tsx), so the customer pages' first chunk carries one entry for the whole desk.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>, ...namespaces: LazyNamespace[]) {
  const Page = lazy(async () => {
    const [module] = await Promise.all([loadChunk(load), loadNamespaces(...namespaces)]);
    return { default: module.Component };
  });
  return <Page />;
}
