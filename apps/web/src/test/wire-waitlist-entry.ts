/**
 * A waitlist entry as GET my-account/waitlist sends it (snake_case), for tests that answer fetch: waiting,
 * second in the queue, for Pilates at Manchester Central on 26/09/2026; `extra` changes any field.
 */
export function wireWaitlistEntry(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    date_raw: '2026-09-26',
    order: 2,
    status: 'waiting',
    offer_expires_at: null,
    offer_deadline: null,
    attendee: { id: 1, name: 'Priya Shah' },
    booking_id: null,
    waitlistable: {
      id: String(100 + id),
      name,
      starts_at: { format_24_hour: '13:00', raw: '2026-09-26T12:00:00Z' },
      ends_at: { format_24_hour: '13:55', raw: '2026-09-26T12:55:00Z' },
      venue_name: 'Manchester Central',
      venue_slug: 'manchester-central',
      activity_slug: 'pilates',
      location: { name: 'Studio 1' },
      date: '26/09/2026',
      price: { formatted: '£8.50', raw: 850 },
    },
    ...extra,
  };
}
