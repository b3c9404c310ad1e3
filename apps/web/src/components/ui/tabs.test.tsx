import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { value: 'upcoming', label: 'Upcoming', content: <p>Upcoming bookings</p> },
  { value: 'historic', label: 'Historic', content: <p>Historic bookings</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab, and switches on choosing another tab', () => {
    render(<Tabs label="Booking filters" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Booking filters' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' }).textContent).toBe('Upcoming bookings');
    const historic = screen.getByRole('tab', { name: 'Historic' });
    // Radix selects on mousedown (a press), as a native tab strip does.
    fireEvent.mouseDown(historic, { button: 0 });
    expect(historic.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Historic' }).textContent).toBe('Historic bookings');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Tabs label="Booking filters" items={items} />);
    const upcoming = screen.getByRole('tab', { name: 'Upcoming' });
    upcoming.focus();
    fireEvent.keyDown(upcoming, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Historic' })));
  });
});
