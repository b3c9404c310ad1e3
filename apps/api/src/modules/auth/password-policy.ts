import { readFileSync } from 'node:fs';
import path from 'node:path';
import { passwordHelpText, passwordProblems } from '@leisure/contracts/password-rules';
import { unprocessable } from '../../platform/http/errors';
import { apiRoot } from '../../platform/paths';

export const tooCommonMessage = 'This password is too common. Please choose another.';
export const confirmationMismatchMessage = 'The password confirmation does not match.';

let common: Set<string> | undefined;

/**
 * Read from the source tree rather than imported: the API is bundled into one file for `npm start`, and
 * the list stays a plain file anyone can extend.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(apiRoot, 'src/modules/auth/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Messages for a new password: the spec's rules, the common-password refusal, the confirmation. */
export function newPasswordMessages(password: string, confirmation: string): string[] {
  const messages: string[] = [];
  if (passwordProblems(password).length > 0) messages.push(passwordHelpText);
  else if (isCommonPassword(password)) messages.push(tooCommonMessage);
  if (password !== confirmation) messages.push(confirmationMismatchMessage);
  return messages;
}

/** A 422 on `password` (the field the forms show server messages under) when the new password will not do. */
export function assertNewPassword(password: string, confirmation: string): void {
  const messages = newPasswordMessages(password, confirmation);
  if (messages.length > 0) throw unprocessable({ password: messages });
}
