/** The generic messages of spec part 1 §8, by status. */
export const genericMessages = {
  404: 'Unable to complete request, item not found.',
  403: 'Unauthorised.',
  419: 'Something has gone wrong, please reload and try again.',
  500: 'Something has gone wrong, please try again.',
} as const;

export function genericMessageFor(status: number): string {
  if (status === 404 || status === 403 || status === 419) return genericMessages[status];
  return genericMessages[500];
}
