import { describe, expect, it } from 'vitest';
import { dropEmptyFields } from './drop-empty-fields';

describe('profile update', () => {
  it('drops empty fields before sending (spec part 1 §5)', () => {
    expect(
      dropEmptyFields({
        firstName: 'Alex',
        phone: '07700 900123',
        addressLine2: '',
        city: '   ',
        postcode: null,
        dateOfBirth: undefined,
        answers: [],
        marketingOptIn: false,
      }),
    ).toEqual({ firstName: 'Alex', phone: '07700 900123', marketingOptIn: false });
  });
});
