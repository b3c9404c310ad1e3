import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioCards } from './radio-cards';

function Tickets({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioCards
      legend="Ticket"
      name="ticket"
      required
      error={error}
      value={value}
      onChange={setValue}
      options={[
        { value: 'member', label: 'Member price', description: 'Included in your membership' },
        { value: 'payg', label: 'Pay as you go' },
        { value: 'course', label: 'Course', disabled: true },
      ]}
    />
  );
}

describe('RadioCards', () => {
  it('is a named group of native radios, each described by its card text', () => {
    render(<Tickets />);
    const group = screen.getByRole('group', { name: /^Ticket/ });
    expect(group).toBeTruthy();
    const member = screen.getByRole('radio', { name: 'Member price' });
    expect(document.getElementById(member.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Included in your membership',
    );
    expect((screen.getByRole('radio', { name: 'Course' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('chooses the card pressed', () => {
    render(<Tickets />);
    fireEvent.click(screen.getByText('Pay as you go'));
    expect((screen.getByRole('radio', { name: 'Pay as you go' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Member price' }) as HTMLInputElement).checked).toBe(false);
  });

  it('ties its error to the group', () => {
    render(<Tickets error="Ticket is required." />);
    const group = screen.getByRole('group', { name: /^Ticket/ });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ticket is required.',
    );
  });
});
