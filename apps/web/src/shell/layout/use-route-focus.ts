import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, focus goes to its main heading (or the main region) so that
 * keyboard and screen-reader users start where the new content starts. A page whose address names a
 * view nested in it (guest passes' details) marks that view's heading `data-route-focus` to be the start.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    // The first page keeps the browser's own start; only a move to another page moves focus.
    if (previous.current === pathname) return;
    previous.current = pathname;
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      const heading =
        main?.querySelector<HTMLElement>('[data-route-focus]') ?? main?.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
