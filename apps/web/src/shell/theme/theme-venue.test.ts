import { describe, expect, it } from 'vitest';
import { themeVenueFor, venueInPath } from './theme-venue';

const web = { kiosk: false, centre: null };
const kiosk = { kiosk: true, centre: 'manchester-central' };

describe('venueInPath', () => {
  it("reads the venue of a venue's pages", () => {
    expect(venueInPath('/location/manchester-central')).toBe('manchester-central');
    expect(venueInPath('/location/manchester-central/classes/2026-11-25/by-time/class/12')).toBe(
      'manchester-central',
    );
    expect(venueInPath('/location/st%20helens/classes')).toBe('st helens');
  });

  it('finds none elsewhere, or in an address it cannot read', () => {
    expect(venueInPath('/')).toBeNull();
    expect(venueInPath('/basket')).toBeNull();
    expect(venueInPath('/location/')).toBeNull();
    expect(venueInPath('/account/location/x')).toBeNull();
    expect(venueInPath('/location/%E0%A4%A')).toBeNull();
  });
});

describe('themeVenueFor', () => {
  it("shows a venue page's venue before the one the visitor chose", () => {
    expect(themeVenueFor('/location/leeds/classes', 'manchester-central', web)).toBe('leeds');
  });

  it('shows the chosen venue elsewhere, and a kiosk its centre until another is chosen', () => {
    expect(themeVenueFor('/basket', 'leeds', web)).toBe('leeds');
    expect(themeVenueFor('/basket', null, web)).toBeNull();
    expect(themeVenueFor('/kiosk/', null, kiosk)).toBe('manchester-central');
    expect(themeVenueFor('/kiosk/', 'leeds', kiosk)).toBe('leeds');
  });
});
