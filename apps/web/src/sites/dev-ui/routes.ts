import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';
import { FullPageSpinner } from '@/components/ui/spinner';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The design system's gallery (docs/decisions/021-ui-gallery.md): always under `vite` dev; in a build
 * only when the app is opened from this machine, as the browser tests open it, and never when built
 * with VITE_UI_GALLERY=off. It is a chunk of its own, so no customer ever downloads it.
 */
export function uiGalleryEnabled(hostname = window.location.hostname): boolean {
  if (import.meta.env.VITE_UI_GALLERY === 'off') return false;
  return import.meta.env.DEV || loopback.has(hostname);
}

export function uiGalleryRoutes(): RouteObject[] {
  // Tested here too, as a constant the bundler sees, so 'off' drops the import below from the build.
  if (import.meta.env.VITE_UI_GALLERY === 'off' || !uiGalleryEnabled()) return [];
  return [
    { path: '/dev/ui', HydrateFallback: FullPageSpinner, lazy: lazyRoute(() => import('./gallery-page')) },
  ];
}
