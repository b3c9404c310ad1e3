const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'D MMM YYYY at HH:mm' (spec part 1 §9) in the venue's time zone, where the guest will be, whatever the
 * zone of the phone reading it. Intl alone, so the guest's page carries no date library's zone data.
 */
export function formatInZone(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('day'))} ${months[Number(part('month')) - 1]} ${part('year')} at ${part('hour')}:${part('minute')}`;
}
