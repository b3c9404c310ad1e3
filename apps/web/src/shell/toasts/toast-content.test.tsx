import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationLines } from '@/lib/toast';
import { ToastContent } from './toast-content';

describe('toast validation list', () => {
  it("lists the server's validation messages under 'Validation errors'", () => {
    render(
      <ToastContent
        content="Error occurred while submitting your answers."
        validationMessages={{
          email: 'The email must be valid.',
          password: ['Too short.', 'Needs a number.'],
        }}
      />,
    );
    expect(screen.getByText('Error occurred while submitting your answers.')).toBeTruthy();
    expect(screen.getByText('Validation errors')).toBeTruthy();
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['The email must be valid.', 'Too short.', 'Needs a number.']);
  });

  it('shows no list without validation messages', () => {
    render(<ToastContent content="Guest pass sent successfully." />);
    expect(screen.queryByText('Validation errors')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('flattens strings and arrays, keyed or not', () => {
    expect(validationLines(['a', 'b'])).toEqual(['a', 'b']);
    expect(validationLines({ x: ['a'], y: 'b' })).toEqual(['a', 'b']);
    expect(validationLines(undefined)).toEqual([]);
  });
});
