import type { UserAttributes } from '../users/users-directory';

type Profile = Partial<{
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  homeVenueId: number;
  marketingOptIn: boolean;
}>;

/** The user columns a registration or a profile update sets: only the attributes sent. */
export function profileColumns(input: Profile): UserAttributes {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    columns[key] = typeof value === 'string' && key !== 'email' ? value.trim() : value;
  }
  if (typeof columns.email === 'string') columns.email = columns.email.trim();
  return columns;
}

/** The spec's date check: a date of birth is a real day and not in the future. */
export function dateOfBirthProblem(dateOfBirth: string | undefined, today: Date): string | null {
  if (dateOfBirth === undefined) return null;
  return dateOfBirth > today.toISOString().slice(0, 10) ? 'Date must be valid.' : null;
}

export function mergeErrors(...sets: Record<string, string[]>[]): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const set of sets) {
    for (const [key, messages] of Object.entries(set)) merged[key] = [...(merged[key] ?? []), ...messages];
  }
  return merged;
}
