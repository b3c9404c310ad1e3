/** Page-level effects kept in one place so that tests can replace them. */
export function reloadPage(): void {
  window.location.reload();
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}
