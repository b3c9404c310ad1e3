const firstStatuses = ['pending', 'active', 'frozen'];

const rank = (status: string) => {
  const at = firstStatuses.indexOf(status.toLowerCase());
  return at === -1 ? firstStatuses.length : at;
};

/** Spec part 2 §2: pending, active, frozen, then the others; the API's order kept within each. */
export function inDisplayOrder<T extends { status: string }>(memberships: readonly T[]): T[] {
  return [...memberships].sort((a, b) => rank(a.status) - rank(b.status));
}
