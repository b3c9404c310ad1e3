/** Spec part 1 §9: the terms count as read within 10 px of the bottom. */
export const TERMS_SCROLL_TOLERANCE = 10;

type Box = { scrollTop: number; scrollHeight: number; clientHeight: number };

/** True once the reader is at the end, or when the whole text fits and there is nothing to scroll. */
export function hasReachedEnd(box: Box, tolerance = TERMS_SCROLL_TOLERANCE): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= tolerance;
}
