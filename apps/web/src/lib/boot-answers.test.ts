import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBootAnswers } from './boot-answers';
import { http } from './http';

function pageWith(answers: Record<string, unknown> | string) {
  document.getElementById('boot-answers')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-answers';
  block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(block);
  forgetBootAnswers();
}

/** The browser's network: every call that goes out is answered 'from the server'. */
const network = vi.fn<typeof fetch>();

beforeEach(() => {
  network.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: { from: 'server' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', network);
});

afterEach(() => {
  document.getElementById('boot-answers')?.remove();
  forgetBootAnswers();
  network.mockReset();
  vi.unstubAllGlobals();
});

describe("the page's answers to the shell's first calls", () => {
  it('answer a GET once, camel-cased as a call would be; the next call asks the server', async () => {
    pageWith({ '/api/client': { data: { id: 1, name: 'Everyday Leisure', credits_enabled: true } } });
    expect(await http('/api/client')).toEqual({
      data: { id: 1, name: 'Everyday Leisure', creditsEnabled: true },
    });
    expect(network).not.toHaveBeenCalled();
    expect(await http('/api/client')).toEqual({ data: { from: 'server' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('match the address with its query, as the http client writes it', async () => {
    pageWith({ '/api/frontend/theme?venue=manchester-central': { data: { theme_app_logo: 'm.svg' } } });
    expect(await http('/api/frontend/theme', { query: { venue: 'leeds-middleton' } })).toEqual({
      data: { from: 'server' },
    });
    expect(await http('/api/frontend/theme', { query: { venue: 'manchester-central' } })).toEqual({
      data: { themeAppLogo: 'm.svg' },
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never answer a write, and a block that does not read answers nothing', async () => {
    pageWith({ '/api/activities/cart/add': { data: { held: true } } });
    expect(await http('/api/activities/cart/add', { method: 'POST', body: {} })).toEqual({
      data: { from: 'server' },
    });
    pageWith('{not json');
    expect(await http('/api/client')).toEqual({ data: { from: 'server' } });
    expect(network).toHaveBeenCalledTimes(2);
  });
});
