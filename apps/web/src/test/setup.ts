import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { loadPurify } from '@/lib/purify';

// A warning nobody reads is a bug nobody fixes (STYLE.md): console.error and console.warn fail the test.
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    throw new Error(`console.${level} called: ${args.map(String).join(' ')}`);
  };
}

beforeAll(async () => {
  await initI18n();
  // In the app DOMPurify arrives with the first operator HTML (lib/purify.test.tsx); here it is ready.
  await loadPurify();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests start without cookies
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
});
