import { describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { copyToCookie, readSelectedVenue, selectVenue } from './use-selected-venue';

describe('the selected venue', () => {
  it('is kept in the browser and copied to a cookie the server reads, and both go when cleared', () => {
    selectVenue('leeds-middleton');
    expect(readSelectedVenue()).toBe('leeds-middleton');
    expect(readCookie('selected_venue')).toBe('leeds-middleton');
    selectVenue(null);
    expect(readSelectedVenue()).toBeNull();
    expect(readCookie('selected_venue')).toBeNull();
  });

  it('chosen before the cookie existed, is copied at the start', () => {
    localStorage.setItem('selectedVenue', 'st helens');
    expect(readCookie('selected_venue')).toBeNull();
    copyToCookie();
    expect(readCookie('selected_venue')).toBe('st helens');
  });
});
