import { type AddressOptions, readAddressOptions } from '@leisure/contracts/boot-answers';

/**
 * The options an operator or a device puts in the address (spec part 1 §4): read once when the app
 * starts and kept for the whole visit, whatever the address becomes later. The server reads them the
 * same way to answer a page's theme (contracts/boot-answers.ts).
 */
export type QueryOptions = AddressOptions;

export const readQueryOptions = readAddressOptions;

let kept: QueryOptions | null = null;

export function queryOptionsAtStart(): QueryOptions {
  kept ??= readQueryOptions(window.location.search);
  return kept;
}

/** For tests: forget what was read so the next call reads the address again. */
export function forgetQueryOptions(): void {
  kept = null;
}

/** A token must not stay in the address (history, screenshots, referrers) once it has been used. */
export function removeTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
