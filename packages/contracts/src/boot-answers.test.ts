import { describe, expect, it } from 'vitest';
import { bootAnswersJson, shellCallsFor, themeCall } from './boot-answers';

describe("the shell's first calls for an address", () => {
  it("asks for the venue's theme on a venue's pages and a kiosk's centre, the operator's elsewhere", () => {
    expect(shellCallsFor('/location/st%20helens/classes/2026-12-01/by-time', '')).toEqual([
      '/api/client',
      '/api/client/config',
      '/api/frontend/theme?venue=st+helens',
    ]);
    expect(shellCallsFor('/kiosk/', '?kiosk=true&centre=leeds-middleton')[2]).toBe(
      '/api/frontend/theme?venue=leeds-middleton',
    );
    // A centre without kiosk mode chooses nothing; kiosk=0 or false is not kiosk mode.
    expect(shellCallsFor('/kiosk/', '?centre=leeds-middleton')[2]).toBe('/api/frontend/theme');
    expect(shellCallsFor('/kiosk/', '?kiosk=0&centre=leeds-middleton')[2]).toBe('/api/frontend/theme');
    expect(shellCallsFor('/account/login', '')[2]).toBe(themeCall(null));
  });

  it("asks for the chosen venue's theme off a venue's pages, as the app does", () => {
    expect(shellCallsFor('/account/login', '', 'leeds-middleton')[2]).toBe(
      '/api/frontend/theme?venue=leeds-middleton',
    );
    expect(shellCallsFor('/location/manchester-central', '', 'leeds-middleton')[2]).toBe(
      '/api/frontend/theme?venue=manchester-central',
    );
    expect(shellCallsFor('/kiosk/', '?kiosk=true&centre=manchester-central', 'leeds-middleton')[2]).toBe(
      '/api/frontend/theme?venue=leeds-middleton',
    );
  });

  it('writes JSON that no string can end the script element with', () => {
    const text = bootAnswersJson({ '/api/client': { name: '</script><!-- & \u2028' } });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ '/api/client': { name: '</script><!-- & \u2028' } });
  });
});
