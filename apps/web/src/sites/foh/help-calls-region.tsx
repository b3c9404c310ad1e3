import { HelpCallsPanel } from '@/features/foh-help-calls/components/help-calls-panel';
import type { StaffMe } from '@/features/staff/api/staff-types';

/** Kiosks' 'Need help?' calls for the desk's venue, above every desk page; none until a venue is chosen. */
export function HelpCallsRegion({ me }: { me: StaffMe }) {
  return me.deskVenueId === null ? null : <HelpCallsPanel key={me.deskVenueId} venueId={me.deskVenueId} />;
}
