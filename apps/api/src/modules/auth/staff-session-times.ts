const minutes = (n: number) => n * 60_000;

/**
 * How long a staff session lives (decision 052). A desk is a shared screen, so it signs itself out after
 * a quarter of an hour without a request, however long the shift; a session still waiting for its second
 * factor lives only long enough to type a code.
 */
export const staffSessionTimes = {
  /** Without a request for this long, a staff session ends (sliding, from sessions.last_seen_at). */
  idleMs: minutes(15),
  /** A staff session that has only passed its password. */
  pendingMs: minutes(10),
  /** The longest a staff session lives once past its second factor: a long shift. */
  lifeMs: minutes(12 * 60),
  /** last_seen_at is written at most this often: a burst of requests costs one write. */
  touchEveryMs: 15_000,
};
