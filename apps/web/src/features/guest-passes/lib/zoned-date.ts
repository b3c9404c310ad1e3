const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'D MMM YYYY at HH:mm' (spec part 1 §9) in the venue's time zone, where the guest will be, whatever the
 * zone of the phone reading it. Intl alone, so the guest's page carries no date library's zone data.
 */
export function formatInZone(iso: string, timeZone: string, { end = false } = {}): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const at = new Date(iso);
  const read = (date: Date) => {
    const parts = format.formatToParts(date);
    return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  };
  // An end on midnight reads as the last minute of its last day, as the member's pages show it (lib/date).
  let part = read(at);
  if (end && part('hour') === '00' && part('minute') === '00' && at.getUTCSeconds() === 0)
    part = read(new Date(at.getTime() - 60_000));
  return `${Number(part('day'))} ${months[Number(part('month')) - 1]} ${part('year')} at ${part('hour')}:${part('minute')}`;
}
