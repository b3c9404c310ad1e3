/**
 * An audit row's detail as short 'key: value' lines. The detail is whatever the action recorded (an order's
 * id, a tender list, a reason), so nested values are written as compact JSON rather than guessed at.
 */
export function detailLines(detail: Record<string, unknown>): string[] {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key.replace(/_/g, ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    );
}

/** An action the words do not name yet ('guest-pass-redeemed') as a reader would say it: 'Guest pass redeemed'. */
export function humaniseAction(action: string): string {
  const words = action.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
