/**
 * The SQLSTATE with which a check deferred to commit refuses its transaction, its message the words for
 * the customer (the place checks of docs/decisions/037-places-checked-at-commit.md).
 */
export const refusedAtCommitCode = 'LP409';

/** The refusal's words when the error, or what it wraps (drizzle wraps the driver's), is such a refusal. */
export function refusalAtCommit(error: unknown): string | null {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code === refusedAtCommitCode && typeof e.message === 'string') return e.message;
    e = e.cause as typeof e;
  }
  return null;
}
