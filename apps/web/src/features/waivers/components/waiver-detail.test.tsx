import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { onToast, type ToastRequest } from '@/lib/toast';
import { WaiverDetail } from './waiver-detail';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function group(waiver: Record<string, unknown>) {
  return {
    data: {
      restriction: { id: 1, slug: 'gym-induction', name: 'Gym induction waiver', type: 'standard' },
      waivers: [
        {
          id: 7,
          version: 3,
          signed: null,
          expires: null,
          expired: false,
          // DOMPurify does not sanitise under happy-dom, so the removal of scripts is left to the browser tests.
          terms: '<p>Use the equipment safely.</p>',
          questions: [
            {
              question: { id: 11, label: 'Do you have an injury?', type: 'yes_no', reference: 'injury' },
              answers: [],
            },
            {
              question: {
                id: 12,
                label: 'Emergency contact',
                type: 'text',
                reference: 'contact',
                is_required: false,
              },
              answers: [],
            },
          ],
          attendee: { id: 1, name: 'Alex Morgan' },
          ...waiver,
        },
      ],
    },
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WaiverDetail slug="gym-induction">{(g) => <h1>{g?.restriction.name ?? 'Waivers'}</h1>}</WaiverDetail>
    </QueryClientProvider>,
  );
}

const toasts: ToastRequest[] = [];
let stopToasts: () => void = () => {};

beforeAll(() => loadNamespaces('account'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  toasts.length = 0;
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a single waiver', () => {
  it('says when a signed, unexpired waiver was signed, as DD/MM/YYYY HH:mm', async () => {
    fetchMock.mockResolvedValue(
      json(200, group({ signed: { datetime_string: '2026-02-03 09:05', raw: '2026-02-03T09:05:00Z' } })),
    );
    show();
    expect(await screen.findByText('You signed this waiver at: 03/02/2026 09:05')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('says an expired waiver has expired', async () => {
    fetchMock.mockResolvedValue(json(200, group({ expired: true })));
    show();
    expect(await screen.findByText('This waiver has expired')).toBeTruthy();
  });

  it('says an unknown waiver could not be found', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Not found.' }));
    show();
    expect(await screen.findByText('Could not find this waiver.')).toBeTruthy();
  });

  it('shows the terms, asks the required questions, and signs the version read', async () => {
    fetchMock.mockResolvedValueOnce(json(200, group({})));
    show();
    const agree = await screen.findByRole('button', { name: 'I agree' });
    expect(screen.getByText('Use the equipment safely.')).toBeTruthy();

    fireEvent.click(agree);
    expect(await screen.findByText('Do you have an injury? is required.')).toBeTruthy();
    expect(screen.queryByText('Emergency contact is required.')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(201, { data: { signed: true } }));
    fetchMock.mockResolvedValue(
      json(200, group({ signed: { datetime_string: '', raw: '2026-02-03T09:05:00Z' } })),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(agree);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/my-account/user/waivers/gym-induction/sign');
    expect(JSON.parse(String(init?.body))).toEqual({
      version: 3,
      answers: [
        { question_id: 11, answer: 'no' },
        { question_id: 12, answer: '' },
      ],
    });
    expect(await screen.findByText('You signed this waiver at: 03/02/2026 09:05')).toBeTruthy();
  });

  it('answers validation messages with the neutral toast of spec part 1 §8', async () => {
    fetchMock.mockResolvedValueOnce(json(200, group({})));
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'The given data was invalid.',
        errors: { 'answers.0.answer': ['Answer is required.'] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      type: 'neutral',
      content: 'Error occurred while submitting your answers.',
      validationMessages: { 'answers.0.answer': ['Answer is required.'] },
    });
  });
});
