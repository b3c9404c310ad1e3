import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { typeInto } from '@/test/type-into';
import { AttendeeWaiver, type CompletedWaiver } from './attendee-waiver';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const group = {
  data: {
    restriction: { id: 4, slug: 'gym-induction', name: 'Gym induction waiver', type: 'standard' },
    waivers: [
      {
        id: 9,
        version: 2,
        signed: null,
        expires: null,
        expired: false,
        terms: '<p>Use the equipment safely.</p>',
        questions: [
          {
            question: { id: 11, label: 'Do you have an injury?', type: 'yes_no', reference: 'injury' },
            answers: [],
          },
          {
            question: { id: 12, label: 'Emergency contact', type: 'text', reference: 'contact' },
            answers: [],
          },
        ],
        attendee: { id: 1, name: 'Alex Morgan' },
      },
    ],
  },
};

beforeAll(() => loadNamespaces('bookings', 'account'));
afterEach(() => vi.unstubAllGlobals());

describe('an attendee’s waiver at checkout', () => {
  it('answers with the waiver, the version read and each answer, for the attendee', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(200, group)));
    const answered: CompletedWaiver[] = [];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AttendeeWaiver
          required={{
            userId: 30,
            userName: 'Mia Morgan',
            waiverSlug: 'gym-induction',
            waiverName: 'Gym induction waiver',
          }}
          answered={false}
          onAnswered={(waiver) => answered.push(waiver)}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'No' }));
    typeInto(screen.getByRole('textbox', { name: /Emergency contact/ }), 'Sam Morgan');
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(answered).toHaveLength(1));
    expect(answered[0]).toEqual({
      userId: 30,
      waiverId: 4,
      version: 2,
      answers: [
        { questionId: 11, answer: 'no' },
        { questionId: 12, answer: 'Sam Morgan' },
      ],
    });
  });
});
