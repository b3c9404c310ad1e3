import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { HttpError } from '../http/errors';
import { rateLimitHits } from './rate-limit.tables';

/** A named limit: at most `limit` hits per fixed window of `windowMs`. */
export type RateRule = { name: string; limit: number; windowMs: number };

export const tooManyAttemptsMessage = 'Too many attempts. Please try again later.';

export class TooManyAttempts extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, tooManyAttemptsMessage, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

/**
 * Fixed-window counters in the database, so that every instance behind a load balancer counts together
 * (an in-memory limiter would let an attacker spread guesses across instances). One upsert per hit.
 */
export function createRateLimiter(db: Executor, now: () => Date = () => new Date()) {
  function window(rule: RateRule) {
    const at = now().getTime();
    const start = Math.floor(at / rule.windowMs) * rule.windowMs;
    return {
      start: new Date(start),
      retryAfter: Math.max(1, Math.ceil((start + rule.windowMs - at) / 1000)),
    };
  }
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;

  async function count(rule: RateRule, subject: string): Promise<number> {
    const rows = await db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.key, keyOf(rule, subject)), eq(rateLimitHits.windowStart, window(rule).start)),
      );
    return rows[0]?.hits ?? 0;
  }

  async function hit(rule: RateRule, subject: string): Promise<number> {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key: keyOf(rule, subject), windowStart: window(rule).start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    return row!.hits;
  }

  return {
    count,
    hit,
    /** For limits on failures: refuses (429) once the window's failures reached the limit; counts nothing. */
    async assertUnder(rule: RateRule, subject: string): Promise<void> {
      if ((await count(rule, subject)) >= rule.limit) throw new TooManyAttempts(window(rule).retryAfter);
    },
    /** For limits on attempts: counts this one, and refuses (429) when it is over the limit. */
    async consume(rule: RateRule, subject: string): Promise<void> {
      if ((await hit(rule, subject)) > rule.limit) throw new TooManyAttempts(window(rule).retryAfter);
    },
    /** Windows that ended before `before` are of no further use. */
    async sweep(before: Date): Promise<number> {
      const rows = await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowStart, before))
        .returning({ key: rateLimitHits.key });
      return rows.length;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
