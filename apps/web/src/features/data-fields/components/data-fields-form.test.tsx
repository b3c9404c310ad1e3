import type { DataField } from '@leisure/contracts/data-fields';
import { passwordHelpText } from '@leisure/contracts/password-rules';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { loadNamespaces } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { typeInto } from '@/test/type-into';
import { DataFieldsForm } from './data-fields-form';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  showToast: vi.fn(),
}));

beforeAll(() => loadNamespaces('account'));

let nextId = 1;
const field = (over: Partial<DataField> & Pick<DataField, 'key' | 'type' | 'label'>): DataField => ({
  id: nextId++,
  options: [],
  isRequired: true,
  isAuthorised: true,
  placeholder: null,
  description: null,
  answer: null,
  ...over,
});

const sections = [
  {
    id: 1,
    title: 'About you',
    fields: [
      field({ key: 'first_name', type: 'text', label: 'First name' }),
      field({ key: 'email', type: 'email', label: 'Email address' }),
      field({ key: 'phone', type: 'phone', label: 'Phone number', isRequired: false }),
      field({ key: 'shoe_size', type: 'number', label: 'Shoe size', isRequired: false }),
      field({
        key: 'home_venue_id',
        type: 'select',
        label: 'Home venue',
        options: [
          { value: '1', label: 'Manchester Central' },
          { value: '2', label: 'Edinburgh Southside' },
        ],
      }),
      field({ key: 'date_of_birth', type: 'date', label: 'Date of birth' }),
      field({
        key: 'membership_number',
        type: 'text',
        label: 'Membership number',
        isAuthorised: false,
        answer: 'M-7',
      }),
      field({ key: 'health_declaration', type: 'checkbox', label: 'I am fit to exercise' }),
    ],
  },
  {
    id: 2,
    title: 'Password',
    fields: [
      field({ key: 'password', type: 'password', label: 'Password' }),
      field({ key: 'password_confirmation', type: 'password', label: 'Confirm password' }),
    ],
  },
];

function renderForm(onSubmit = vi.fn()) {
  render(<DataFieldsForm sections={sections} onSubmit={onSubmit} submitLabel="Create account" />);
  return onSubmit;
}

// A required field's label ends in a star for the eye (aria-hidden); its name is the label alone.
const input = (label: string) =>
  screen.getByLabelText(label, {
    normalizer: (text) => text.replace(/\s*\*$/, '').trim(),
  }) as HTMLInputElement;
// The form checks its values asynchronously: wait a task for the result to render, as a person would.
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function fillValid() {
  typeInto(input('First name'), 'Sam');
  typeInto(input('Email address'), 'sam@example.com');
  typeInto(input('Phone number'), '07700 900123');
  typeInto(input('Home venue'), '2');
  typeInto(input('Date of birth'), '17/05/1990');
  fireEvent.click(input('I am fit to exercise'));
  typeInto(input('Password'), 'Str0ng!pass');
  typeInto(input('Confirm password'), 'Str0ng!pass');
}

describe('DataFieldsForm', () => {
  it('renders each field by its type, in its section', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'About you' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Password' })).toBeTruthy();
    expect(input('Email address').type).toBe('email');
    expect(input('Phone number').type).toBe('tel');
    expect(input('Shoe size').type).toBe('number');
    expect(input('Home venue').tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Edinburgh Southside' })).toBeTruthy();
    expect(input('I am fit to exercise').type).toBe('checkbox');
    expect(input('Password').type).toBe('password');
    expect(input('Date of birth').placeholder).toBe('DD/MM/YYYY');
    expect(screen.getByText(passwordHelpText)).toBeTruthy();
  });

  it('marks every required field, a checkbox too, as required to the eye and to assistive technology', () => {
    renderForm();
    for (const label of ['First name', 'Home venue', 'I am fit to exercise']) {
      expect(input(label).getAttribute('aria-required')).toBe('true');
      expect(document.querySelector(`label[for="${input(label).id}"]`)?.className).toContain(
        'field__label--required',
      );
    }
    expect(input('Phone number').getAttribute('aria-required')).toBeNull();
    expect(document.querySelector(`label[for="${input('Phone number').id}"]`)?.className).not.toContain(
      'field__label--required',
    );
  });

  it('greys out and locks a field the customer may not change, showing its label and answer', () => {
    renderForm();
    const locked = input('Membership number');
    expect(locked.disabled).toBe(true);
    expect(locked.value).toBe('M-7');
    expect(locked.closest('.data-field')?.classList.contains('data-field--unauthorised')).toBe(true);
  });

  it("says '{label} is required.' for each empty required field and sends nothing", async () => {
    const onSubmit = renderForm();
    await submit();
    for (const label of [
      'First name',
      'Email address',
      'Home venue',
      'Date of birth',
      'I am fit to exercise',
      'Password',
    ]) {
      expect(screen.getByText(`${label} is required.`)).toBeTruthy();
    }
    expect(screen.queryByText('Phone number is required.')).toBeNull();
    expect(screen.queryByText('Membership number is required.')).toBeNull();
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an impossible or future date with 'Date must be valid.'", async () => {
    const onSubmit = renderForm();
    fillValid();
    typeInto(input('Date of birth'), '31/02/1990');
    await submit();
    expect(screen.getByText('Date must be valid.')).toBeTruthy();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const future = `${String(tomorrow.getUTCDate()).padStart(2, '0')}/${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}/${tomorrow.getUTCFullYear()}`;
    typeInto(input('Date of birth'), future);
    await submit();
    expect(screen.getByText('Date must be valid.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a new password against the rules of its help text before sending', async () => {
    const onSubmit = renderForm();
    fillValid();
    typeInto(input('Password'), 'password');
    await submit();
    expect(screen.getAllByText(passwordHelpText)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over valid values: dates as YYYY-MM-DD, no locked field', async () => {
    const onSubmit = renderForm();
    fillValid();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Sam',
      email: 'sam@example.com',
      phone: '07700 900123',
      shoeSize: '',
      homeVenueId: '2',
      dateOfBirth: '1990-05-17',
      healthDeclaration: true,
      password: 'Str0ng!pass',
      passwordConfirmation: 'Str0ng!pass',
    });
  });

  it('shows the server’s 422 messages inline, the confirmation mismatch under the confirmation field', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new HttpError(422, 'The given data was invalid.', 'The given data was invalid.', {
        email: ['An account with this email address already exists. Please log in instead.'],
        password: ['The password confirmation does not match.'],
        terms: ['Please accept the terms and conditions.'],
      }),
    );
    renderForm(onSubmit);
    fillValid();
    await submit();
    await waitFor(() =>
      expect(
        screen.getByText('An account with this email address already exists. Please log in instead.'),
      ).toBeTruthy(),
    );
    const mismatch = screen.getByText('The password confirmation does not match.');
    expect(input('Confirm password').getAttribute('aria-describedby')).toContain(mismatch.id);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'danger',
        validationMessages: ['Please accept the terms and conditions.'],
      }),
    );
  });

  it('shows any other failure as a toast with the generic message', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new HttpError(500, 'Something has gone wrong, please try again.'));
    renderForm(onSubmit);
    fillValid();
    await submit();
    expect(showToast).toHaveBeenCalledWith({
      type: 'danger',
      content: 'Something has gone wrong, please try again.',
    });
  });
});
