/**
 * On a kiosk no form offers what an earlier person typed: every form and field gets autocomplete="off"
 * as it appears, whichever page or feature drew it (decision 054). Answers the stop.
 */
export function turnOffAutofill(root: HTMLElement): () => void {
  const mark = (node: ParentNode) => {
    for (const element of node.querySelectorAll('form, input, textarea, select'))
      if (element.getAttribute('autocomplete') !== 'off') element.setAttribute('autocomplete', 'off');
  };
  mark(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const added of change.addedNodes)
        if (added instanceof HTMLElement) {
          if (added.matches('form, input, textarea, select')) added.setAttribute('autocomplete', 'off');
          mark(added);
        }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * What a kiosk page guards against once the kiosk starts: autofill, and a page the browser's back-forward
 * cache restores showing the last customer's screen as it was (it is loaded afresh, with whatever session is
 * live now). Loaded with the kiosk, not with every visit's first chunk. Answers the stop.
 */
export function guardKioskPage(): () => void {
  const stopAutofill = turnOffAutofill(document.body);
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) window.location.reload();
  };
  window.addEventListener('pageshow', restored);
  return () => {
    stopAutofill();
    window.removeEventListener('pageshow', restored);
  };
}
