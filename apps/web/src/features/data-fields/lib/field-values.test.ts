import type { DataField } from '@leisure/contracts/data-fields';
import { describe, expect, it } from 'vitest';
import { entryDateToWire, wireDateToEntry } from './entry-date';
import { fieldName, initialValues, submittedValues, toRequestBody } from './field-values';
import { placeServerErrors } from './server-errors';

const field = (over: Partial<DataField> & Pick<DataField, 'key' | 'type'>): DataField => ({
  id: Math.floor(Math.random() * 1e6),
  label: over.key,
  options: [],
  isRequired: false,
  isAuthorised: true,
  placeholder: null,
  description: null,
  answer: null,
  ...over,
});

describe('entry dates (spec part 1 §9: DD/MM/YYYY shown, YYYY-MM-DD sent)', () => {
  const today = new Date('2026-03-10T12:00:00Z');
  it('turns a real past date into the wire form', () => {
    expect(entryDateToWire('17/05/1990', today)).toBe('1990-05-17');
    expect(entryDateToWire(' 10/03/2026 ', today)).toBe('2026-03-10');
  });
  it('refuses future dates, impossible dates and other shapes', () => {
    expect(entryDateToWire('11/03/2026', today)).toBeNull();
    expect(entryDateToWire('31/02/1990', today)).toBeNull();
    expect(entryDateToWire('1990-05-17', today)).toBeNull();
    expect(entryDateToWire('5/5/1990', today)).toBeNull();
    expect(entryDateToWire('01/01/1899', today)).toBeNull();
  });
  it('shows a stored answer as DD/MM/YYYY', () => {
    expect(wireDateToEntry('1990-05-17')).toBe('17/05/1990');
    expect(wireDateToEntry(null)).toBe('');
  });
});

describe('field values', () => {
  const fields = [
    field({ key: 'first_name', type: 'text', answer: 'Alex' }),
    field({ key: 'date_of_birth', type: 'date', answer: '1990-05-17' }),
    field({ key: 'marketing_opt_in', type: 'checkbox', answer: 'true' }),
    field({ key: 'home_venue_id', type: 'select', answer: '3' }),
    field({ key: 'emergency_contact', type: 'text' }),
    field({ key: 'membership_number', type: 'text', isAuthorised: false, answer: 'M-1' }),
  ];

  it('names fields by their camelCase key, as 422 messages come back', () => {
    expect(fieldName({ key: 'date_of_birth' })).toBe('dateOfBirth');
    expect(fieldName({ key: 'a.b' })).toBe('a_b');
  });

  it('starts from the answers, dates as DD/MM/YYYY and ticks as booleans', () => {
    expect(initialValues(fields)).toEqual({
      firstName: 'Alex',
      dateOfBirth: '17/05/1990',
      marketingOptIn: true,
      homeVenueId: '3',
      emergencyContact: '',
      membershipNumber: 'M-1',
    });
  });

  it('hands over wire dates, trimmed text, and nothing the customer may not change', () => {
    const values = submittedValues(fields, {
      firstName: ' Sam ',
      dateOfBirth: '01/02/2000',
      marketingOptIn: false,
      homeVenueId: '4',
      emergencyContact: 'Jo 0700',
      membershipNumber: 'M-2',
    });
    expect(values).toEqual({
      firstName: 'Sam',
      dateOfBirth: '2000-02-01',
      marketingOptIn: false,
      homeVenueId: '4',
      emergencyContact: 'Jo 0700',
    });
  });

  it('puts the User’s attributes at the top, custom fields in answers, and drops empty ones', () => {
    const body = toRequestBody(
      fields,
      { firstName: 'Sam', dateOfBirth: '', marketingOptIn: false, homeVenueId: '4', emergencyContact: 'Jo' },
      ['firstName', 'dateOfBirth', 'marketingOptIn', 'homeVenueId'],
    );
    expect(body).toEqual({
      firstName: 'Sam',
      marketingOptIn: false,
      homeVenueId: 4,
      answers: [{ key: 'emergency_contact', answer: 'Jo' }],
    });
  });
});

describe('server messages (spec part 1 §5)', () => {
  const names = ['email', 'password', 'passwordConfirmation', 'emergencyContact'];
  it('places strings and lists inline and returns the rest', () => {
    expect(
      placeServerErrors(
        {
          email: ['An account with this email address already exists.'],
          password: ['Too short.', 'Needs a number.'],
          'answers.emergencyContact': ['Emergency contact is required.'],
          terms: ['Please accept the terms and conditions.'],
        },
        names,
      ),
    ).toEqual({
      byField: {
        email: 'An account with this email address already exists.',
        password: 'Too short. Needs a number.',
        emergencyContact: 'Emergency contact is required.',
      },
      unmatched: ['Please accept the terms and conditions.'],
    });
  });

  it('shows a password message about the confirmation under the confirmation field', () => {
    expect(
      placeServerErrors({ password: ['Too short.', 'The password confirmation does not match.'] }, names)
        .byField,
    ).toEqual({ password: 'Too short.', passwordConfirmation: 'The password confirmation does not match.' });
    // Without a confirmation field it stays where the server put it.
    expect(
      placeServerErrors({ password: ['The password confirmation does not match.'] }, ['password']).byField,
    ).toEqual({ password: 'The password confirmation does not match.' });
  });
});
