import { z } from 'zod';

/**
 * Records are numbered by PostgreSQL `integer` columns. An id past the largest names nothing; taken as
 * valid, it reached the database and failed there as a 500, so it is refused where the request is read.
 */
export const maxRecordId = 2_147_483_647;

/** A record's id in a JSON body. */
export const recordId = z.number().int().positive().max(maxRecordId);

/** A record's id in the path or the query, where it arrives as text. */
export const recordIdParam = z.coerce.number().int().positive().max(maxRecordId);
