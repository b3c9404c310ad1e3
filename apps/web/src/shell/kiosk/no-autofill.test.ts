import { describe, expect, it } from 'vitest';
import { turnOffAutofill } from './no-autofill';

describe('no autofill on a kiosk', () => {
  it('turns autocomplete off on the forms and fields there and on those drawn later', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input autocomplete="email"><select></select></form>';
    document.body.append(root);
    const stop = turnOffAutofill(root);
    root.insertAdjacentHTML('beforeend', '<div><input autocomplete="cc-number"><textarea></textarea></div>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const marks = [...root.querySelectorAll('form, input, select, textarea')].map((e) =>
      e.getAttribute('autocomplete'),
    );
    expect(marks).toEqual(['off', 'off', 'off', 'off', 'off']);
    stop();
    root.remove();
  });
});
