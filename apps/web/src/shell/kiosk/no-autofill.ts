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
