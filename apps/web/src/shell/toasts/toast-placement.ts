import { type CSSProperties, useEffect, useState } from 'react';

/** Under 640 px toasts sit at the bottom, in thumb reach and clear of the header's basket link. */
export const PHONE_QUERY = '(max-width: 639.98px)';
const GAP = 8;
const MIN_TOP = 16;

/** The page's banner: the site header or the kiosk bar, whichever the chrome shows (not a page's own). */
function bannerBottom(): number {
  const banner = document.querySelector('header:not(main header)');
  return banner ? banner.getBoundingClientRect().bottom : 0;
}

/** How far down a top-placed toast starts: below the banner while it is on screen, never over it. */
export function topClearance(bottom: number): number {
  return Math.max(MIN_TOP, Math.ceil(bottom) + GAP);
}

export type ToastPlacement = { position: 'top-right' | 'bottom-center'; style: CSSProperties };

/**
 * Spec part 1 §2 puts toasts top right; on a wide screen they stay there but start below the header,
 * which the toast 'Successfully added item to the basket.' used to cover (its basket link). On a phone
 * the top is the header and the page's heading, so they sit at the bottom instead.
 */
export function useToastPlacement(): ToastPlacement {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  const [top, setTop] = useState(() => topClearance(bannerBottom()));

  useEffect(() => {
    const media = window.matchMedia(PHONE_QUERY);
    const onMedia = () => setPhone(media.matches);
    media.addEventListener('change', onMedia);
    let frame = 0;
    // The header scrolls away with the page: follow it so a toast moves up into the space it leaves.
    const onMove = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(topClearance(bannerBottom())));
    };
    onMove();
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      cancelAnimationFrame(frame);
      media.removeEventListener('change', onMedia);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, []);

  if (phone) return { position: 'bottom-center', style: {} };
  return { position: 'top-right', style: { '--toastify-toast-top': `${top}px` } as CSSProperties };
}
