import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localNow } from '@/features/courses/lib/course-schedule';
import { loadNamespaces } from '@/lib/i18n';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { Component as CourseBookingPage } from './course-booking-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const customer = {
  status: 'signed-in',
  user: { id: 1, firstName: 'Alex', lastName: 'Morgan' },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

/** A wall-clock reading `days` from now at 19:30 (or 20:15 for an end). */
function day(days: number, time = '19:30'): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${localNow(date).slice(0, 10)}T${time}:00`;
}

function session(id: number, days: number, spots: number | null = null) {
  return {
    id,
    status: 'active',
    starts_at: { local: day(days) },
    ends_at: { local: day(days, '20:15') },
    location_name: 'Main Pool',
    venue: { name: 'Manchester Central' },
    available_spots: spots,
  };
}

function bundle(extra: Record<string, unknown> = {}) {
  return {
    id: 7,
    status: 'active',
    name: 'Adult Swim Lessons',
    description: '<p>Small groups for adults.</p>',
    category: { name: 'Courses' },
    venue: { name: 'Manchester Central' },
    attendee: { id: 12, name: 'Mia Morgan' },
    instructors: [{ name: 'Aisha Khan' }],
    bookings: [session(1, -7), session(2, 7, 3), session(3, 14)],
    schedule_id: 3,
    total_price: { value: 36, formatted: '£36.00', currency: 'GBP' },
    cancellation: { can_cancel: true, credit_amount: 2400, credit_formatted: '£24.00' },
    ...extra,
  };
}

function show(path = '/account/bookings/courses/7') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account/bookings/courses/:bookingBundleId" element={<CourseBookingPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeAll(() => loadNamespaces('account'));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the course booking page', () => {
  it('shows the course, its About open and its Dates closed, past sessions struck through', async () => {
    fetchMock.mockResolvedValue(json(200, { data: bundle() }));
    show();
    expect(await screen.findByRole('heading', { name: 'Adult Swim Lessons', level: 1 })).toBeTruthy();
    expect(calls()).toEqual(['GET /api/v1/activities/bookings/bundles/7?cancellation_source=my-account']);
    const summary = document.querySelector('dl.course-header');
    expect(summary?.textContent).toContain('£36.00');
    expect(summary?.textContent).toContain('45 minutes');
    expect(summary?.textContent).toContain('Aisha Khan');
    expect(summary?.textContent).toContain('4 weeks');
    expect(screen.getByText('Small groups for adults.')).toBeTruthy();
    const [about, dates] = document.querySelectorAll('details');
    expect(about?.open).toBe(true);
    expect(dates?.open).toBe(false);
    const sessions = within(screen.getByRole('list', { name: 'Course sessions' })).getAllByRole('listitem');
    expect(sessions).toHaveLength(3);
    expect(sessions[0]?.querySelector('s')).not.toBeNull();
    expect(sessions[0]?.textContent).toContain('(past)');
    expect(sessions[1]?.querySelector('s')).toBeNull();
    expect(sessions[1]?.textContent).toContain('3 spaces left');
    const attendee = screen.getByRole('combobox', { name: 'Attendee' }) as HTMLSelectElement;
    expect(attendee.disabled).toBe(true);
    // The course's own attendee (a family member here), not whoever is signed in.
    expect(attendee.value).toBe('Mia Morgan');
    expect(screen.getByRole('link', { name: 'Back to my account' })).toBeTruthy();
  });

  it('cancels through the confirm dialog, which names the credit, then shows the course reloaded', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: bundle() }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this course?' });
    expect(dialog.textContent).toContain('£24.00');
    const cancelled = bundle({
      status: 'cancelled',
      cancellation: { can_cancel: false, credit_amount: 0, credit_formatted: '£0.00' },
    });
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).includes('/cancel')
          ? json(200, { message: 'Your course booking has been cancelled', data: cancelled })
          : json(200, { data: cancelled }),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel course' }));
    const message = await screen.findByText('Your course booking has been cancelled');
    expect(screen.queryByRole('button', { name: /Cancel course|Cancelling/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(calls()).toContain(
      'PATCH /api/v1/activities/bookings/bundles/7/cancel?cancellation_source=my-account',
    );
  });

  it("keeps the course when 'Go back' is chosen", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: bundle() })));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel course' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  it('says the cancellation window has closed and disables the button', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: bundle({ cancellation: { can_cancel: false, credit_amount: 0, credit_formatted: '£0.00' } }),
      }),
    );
    show();
    const button = await screen.findByRole('button', { name: 'Cancel course' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Cancel window closed: this course can no longer be cancelled online.'),
    ).toBeTruthy();
  });

  it('hides About without a description', async () => {
    fetchMock.mockResolvedValue(json(200, { data: bundle({ description: null }) }));
    show();
    await screen.findByRole('heading', { name: 'Adult Swim Lessons' });
    expect(screen.queryByText('About')).toBeNull();
    expect(document.querySelectorAll('details')).toHaveLength(1);
  });

  it("shows the not-found page for someone else's course", async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Not found' }));
    show();
    expect(await screen.findByRole('link', { name: /home/i })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Adult Swim Lessons' })).toBeNull();
  });
});
