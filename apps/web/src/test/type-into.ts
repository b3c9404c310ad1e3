import { fireEvent } from '@testing-library/react';

/**
 * What a browser sends as someone types into a field and leaves it: `input`, then `change`. Preact listens
 * for `input` where React's onChange is written, so a lone `change` event would not reach the form.
 */
export function typeInto(field: HTMLElement, value: string): void {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
}
