import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button (not a submit) by default, with its size and variant', () => {
    render(
      <Button variant="secondary" size="lg">
        Book
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('button--secondary');
    expect(button.className).toContain('button--lg');
  });

  it('while busy keeps its name and focus but ignores presses and says it is unavailable', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" busy onClick={onClick}>
          Pay £16.00
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay £16.00' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('answers presses again when no longer busy', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Retry
      </Button>,
    );
    rerender(<Button onClick={onClick}>Retry</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('aria-disabled')).toBe(false);
  });
});
