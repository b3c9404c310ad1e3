import type DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';

export type Purify = typeof DOMPurify;

let loaded: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** DOMPurify (11 KB gzip), fetched the first time a page has operator HTML to show, then kept. */
export function loadPurify(): Promise<Purify> {
  loading ??= import('dompurify').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}

/**
 * DOMPurify for sanitising operator HTML in the browser, or null until it has arrived: a page shows the
 * HTML only once it can be cleaned, and its other content does not wait for it. Nothing is fetched while
 * `wanted` is false (a dialog that is closed).
 */
export function usePurify(wanted = true): Purify | null {
  const [purify, setPurify] = useState(loaded);
  useEffect(() => {
    if (purify || !wanted) return;
    let current = true;
    void loadPurify().then((module) => {
      if (current) setPurify(() => module);
    });
    return () => {
      current = false;
    };
  }, [purify, wanted]);
  return purify;
}
