import { passwordHelpText } from '@leisure/contracts/password-rules';
import { createDataFieldsRepository } from '../modules/data-fields/data-fields.repository';
import { createTermsRepository } from '../modules/terms/terms.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Executor } from '../platform/db/client';
import { sanitiseHtml } from '../platform/sanitise-html';
import { bookingTermsHtml, privacyNoticeHtml, registrationTermsHtml } from './demo-terms';

/** The demo operator and its venues' ids by slug: what the dated part of the seed starts from. */
export type DemoPlace = { clientId: number; venueIds: Map<string, number> };
export type DemoContext = DemoPlace & { passwordHash: string };

type Field = {
  key: string;
  label: string;
  type: string;
  isRequired?: boolean;
  isAuthorised?: boolean;
  placeholder?: string;
  description?: string;
  options?: { value: string; label: string }[];
};

const heardAboutUs = [
  ['friend', 'A friend or family member'],
  ['social-media', 'Social media'],
  ['search', 'A search engine'],
  ['leaflet', 'A leaflet or poster'],
  ['passing', 'Walking past a venue'],
  ['other', 'Somewhere else'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** The create-account and membership forms: the same fields, the membership asking for an address. */
function formOf(onboardingType: 'customer_account_online' | 'membership_purchase'): [string, Field[]][] {
  const addressRequired = onboardingType === 'membership_purchase';
  return [
    [
      'Your details',
      [
        { key: 'first_name', label: 'First name', type: 'text', isRequired: true },
        { key: 'last_name', label: 'Last name', type: 'text', isRequired: true },
        {
          key: 'email',
          label: 'Email address',
          type: 'email',
          isRequired: true,
          placeholder: 'name@example.com',
        },
        {
          key: 'date_of_birth',
          label: 'Date of birth',
          type: 'date',
          isRequired: true,
          description: 'Some activities and memberships depend on your age.',
        },
        { key: 'phone', label: 'Phone number', type: 'phone', placeholder: '07700 900123' },
        // Only the create-account form shows the password fields; a signed-in form leaves them out.
        {
          key: 'password',
          label: 'Password',
          type: 'password',
          isRequired: true,
          description: passwordHelpText,
        },
        { key: 'password_confirmation', label: 'Confirm password', type: 'password', isRequired: true },
      ],
    ],
    [
      'Address',
      [
        { key: 'address_line_1', label: 'Address line 1', type: 'text', isRequired: addressRequired },
        { key: 'address_line_2', label: 'Address line 2', type: 'text' },
        { key: 'city', label: 'Town or city', type: 'text', isRequired: addressRequired },
        {
          key: 'postcode',
          label: 'Postcode',
          type: 'text',
          isRequired: addressRequired,
          placeholder: 'M1 1AA',
        },
      ],
    ],
    [
      'Preferences',
      [
        { key: 'home_venue_id', label: 'Home venue', type: 'select', isRequired: true },
        { key: 'marketing_opt_in', label: 'Send me news and offers by email', type: 'checkbox' },
        { key: 'heard_about_us', label: 'How did you hear about us?', type: 'select', options: heardAboutUs },
        {
          key: 'concession_number',
          label: 'Concession number',
          type: 'text',
          isAuthorised: false,
          description: 'Reception adds this once they have seen your proof of concession.',
        },
      ],
    ],
  ];
}

/** Customers for the journeys: one to activate, and two accounts sharing one email (the 'Multiple' case). */
const journeyCustomers = [
  {
    reference: 'C100010',
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'sam.taylor@example.com',
    venue: 'leeds-middleton',
    password: false,
  },
  {
    reference: 'C100011',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@example.com',
    venue: 'bristol-hengrove',
    password: true,
  },
  {
    reference: 'C100012',
    firstName: 'Casey',
    lastName: 'Lee',
    email: 'jordan.lee@example.com',
    venue: 'bristol-hengrove',
    password: true,
  },
];

/** Registration form, terms, and customers for the sign-in, reset and activation journeys. */
export async function seedDemoAccounts(tx: Executor, demo: DemoContext): Promise<void> {
  const { clientId } = demo;
  const dataFields = createDataFieldsRepository(tx);
  for (const onboardingType of ['customer_account_online', 'membership_purchase'] as const) {
    for (const [sectionPosition, [title, fields]] of formOf(onboardingType).entries()) {
      const sectionId = await dataFields.insertSection({
        clientId,
        onboardingType,
        title,
        position: sectionPosition,
      });
      for (const [position, field] of fields.entries()) {
        await dataFields.insertField({
          ...field,
          clientId,
          sectionId,
          position,
          options: field.options ?? null,
        });
      }
    }
  }

  const terms = createTermsRepository(tx);
  const registration = [
    { title: 'Terms and conditions', html: registrationTermsHtml },
    { title: 'Privacy notice', html: privacyNoticeHtml },
  ];
  for (const [position, t] of registration.entries()) {
    await terms.insert({
      clientId,
      ...t,
      html: await sanitiseHtml(t.html),
      appliesTo: ['registration'],
      position,
    });
  }
  await terms.insert({
    clientId,
    title: 'Booking terms',
    html: await sanitiseHtml(bookingTermsHtml),
    appliesTo: ['checkout'],
  });

  const users = createUsersRepository(tx);
  for (const { venue, password, ...customer } of journeyCustomers) {
    await users.insert({
      ...customer,
      clientId,
      passwordHash: password ? demo.passwordHash : null,
      homeVenueId: demo.venueIds.get(venue) ?? null,
    });
  }
  const [alex] = await users.findBySignInName(clientId, 'C100001');
  if (alex) {
    await users.update(clientId, alex.id, {
      dateOfBirth: '1990-04-12',
      phone: '07700 900123',
      addressLine1: '14 Oxford Road',
      city: 'Manchester',
      postcode: 'M1 5QA',
      marketingOptIn: true,
    });
  }
}
