import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './field';
import { SelectField } from './select-field';

describe('Field', () => {
  it('marks a required field with a star the eye sees and a required control, keeping its name', () => {
    render(<TextField label="Email address" required />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-required')).toBe('true');
    // The label's text is only the label: tests and screen readers find the field by it.
    expect(screen.getByLabelText('Email address')).toBe(input);
    expect(document.querySelector('label')?.className).toContain('field__label--required');
  });

  it('draws the star with empty alternative text, so it is seen and not read', () => {
    const css = readFileSync(`${import.meta.dirname}/field.css`, 'utf8');
    expect(css).toMatch(/\.field__label--required::after[^{]*\{[^}]*content: " \*" \/ "";/);
  });

  it('shows no star on an optional field', () => {
    render(<TextField label="Town" />);
    expect(document.querySelector('label')?.className).not.toContain('required');
    expect(screen.getByRole('textbox', { name: 'Town' }).hasAttribute('aria-required')).toBe(false);
  });

  it('ties the hint and the error to the control and marks it invalid', () => {
    render(<TextField label="Last name" required hint="As on your card." error="Last name is required." />);
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on your card.', 'Last name is required.']);
  });

  it('is valid again once the error is gone', () => {
    const { rerender } = render(<TextField label="Last name" error="Last name is required." />);
    rerender(<TextField label="Last name" />);
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('gives a select the same label, required marking and error', () => {
    render(
      <SelectField label="Venue" required error="Venue is required." defaultValue="">
        <option value="">Choose a venue</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Venue' });
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Venue is required.',
    );
  });
});
