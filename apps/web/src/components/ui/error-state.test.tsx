import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

describe('loading, empty and error states', () => {
  it('an error state is announced and its retry asks again', () => {
    const onRetry = vi.fn();
    render(<ErrorState heading="The timetable failed to load" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The timetable failed to load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a retry under way does not ask twice', () => {
    const onRetry = vi.fn();
    render(<ErrorState heading="Failed" onRetry={onRetry} retrying />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('an empty state has a heading and the way forward', () => {
    render(<EmptyState heading="No bookings yet" action={<a href="/">Book an activity</a>} />);
    expect(screen.getByRole('heading', { name: 'No bookings yet', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book an activity' })).toBeTruthy();
  });

  it('a skeleton is one status named Loading, its shapes hidden', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const shapes = container.querySelectorAll('.skeleton__shape');
    expect(shapes).toHaveLength(3);
    for (const shape of shapes) expect(shape.getAttribute('aria-hidden')).toBe('true');
  });
});
