import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiGalleryEnabled } from './routes';

describe('the UI gallery route (decision 021)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is routed in a build only when the app is opened from this machine', () => {
    vi.stubEnv('DEV', false);
    expect(uiGalleryEnabled('127.0.0.1')).toBe(true);
    expect(uiGalleryEnabled('localhost')).toBe(true);
    expect(uiGalleryEnabled('leisure.example')).toBe(false);
  });

  it('is always routed under vite dev', () => {
    vi.stubEnv('DEV', true);
    expect(uiGalleryEnabled('leisure.example')).toBe(true);
  });

  it('is never routed when built with VITE_UI_GALLERY=off', () => {
    vi.stubEnv('DEV', true);
    vi.stubEnv('VITE_UI_GALLERY', 'off');
    expect(uiGalleryEnabled('127.0.0.1')).toBe(false);
  });
});
