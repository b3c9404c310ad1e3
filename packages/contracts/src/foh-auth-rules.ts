/** Values the /foh/ sign-in shares with the API, without zod (web code imports them as values). */

export const staffRoles = ['front_of_house', 'venue_manager', 'operator_admin'] as const;
export type StaffRoleName = (typeof staffRoles)[number];

/** A TOTP code: 6 digits (spaces the user types are dropped before checking). */
export const totpDigits = 6;
export const totpCodePattern = /^\d{6}$/;
/** A recovery code as shown once at enrolment: 10 letters and digits in two groups, `abcde-12345`. */
export const recoveryCodePattern = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
export const recoveryCodeCount = 10;

/** How a sign-in continues after the password: a first authenticator to set up, or a code to type. */
export const secondFactorSteps = ['enrol', 'verify'] as const;

/** A customer's account at the staff sign-in: where they should go instead. */
export const customerAtStaffSignIn = 'This is a customer account. Please sign in on the customer site.';
/** A staff account at the customer sign-in. */
export const staffAtCustomerSignIn = 'Staff sign in at the front desk sign-in, /foh/login.';
