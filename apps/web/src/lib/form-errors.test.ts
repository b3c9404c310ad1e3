import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from './form-errors';
import { HttpError } from './http';

describe('applyFieldErrors', () => {
  it('puts 422 messages on the matching fields and returns the rest', () => {
    const setError = vi.fn();
    const error = new HttpError(422, 'The given data was invalid.', null, {
      username: ['Username is required.'],
      body: ['Something else.'],
    });
    const rest = applyFieldErrors<{ username: string; password: string }>(error, setError, [
      'username',
      'password',
    ]);
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'Username is required.' });
    expect(rest).toEqual(['Something else.']);
  });

  it('ignores other errors', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new HttpError(500, 'x'), setError, [])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
