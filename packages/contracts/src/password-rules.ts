/** Password rules (spec part 1 §5 and §9), apart from any schema so the web app can use them cheaply. */

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** The help text of the spec, shown under every new-password field. */
export const passwordHelpText =
  'Your password must be at least 8 characters long and contain at least 1 lowercase letter, 1 uppercase letter, 1 number and 1 special character.';

export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < passwordMinLength || password.length > passwordMaxLength) problems.push('length');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[A-Z]/.test(password)) problems.push('uppercase');
  if (!/[0-9]/.test(password)) problems.push('number');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('special');
  return problems;
}
