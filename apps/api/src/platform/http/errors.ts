import { genericMessages } from '@leisure/contracts/generic-messages';
import { toSnakeKey } from '@leisure/contracts/wire-case';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { refusalAtCommit } from '../db/refused-at-commit';

/** An answer the service chose: its status and message reach the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers the answer needs (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = genericMessages[404]) => new HttpError(404, message);
export const forbidden = (message: string = genericMessages[403]) => new HttpError(403, message);
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
export const unprocessable = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new HttpError(422, message, errors);

type FieldIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Field messages keyed as the wire names them (snake_case, dotted for nested fields). */
export function fieldErrors(issues: FieldIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String) ?? (issue.instancePath ?? '').split('/').filter(Boolean);
    const field = path.map(toSnakeKey).join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value.'];
  }
  return errors;
}

/** One envelope for every failure: `{ message, errors? }`; a 5xx never says what went wrong inside. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(422)
        .send({ message: 'The given data was invalid.', errors: fieldErrors(error.validation) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send({ message: genericMessages[500] });
    }
    // A check the transaction left to its commit (a session's places) refused it: nothing was written.
    const refusal = refusalAtCommit(error);
    if (refusal !== null) return reply.status(409).send({ message: refusal });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: genericMessages[500] });
  });
}
