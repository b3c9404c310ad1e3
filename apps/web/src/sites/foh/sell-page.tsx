import type { ActivitySession } from '@leisure/contracts/activities';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import type { CourseSummary } from '@/features/courses/api/get-course';
import {
  useAddToDeskCart,
  useDeskCart,
  usePayDeskCart,
  useRemoveFromDeskCart,
  useSyncDeskTenders,
} from '@/features/desk/api/desk-cart';
import { type DeskCustomerProfile, useCustomerProfile } from '@/features/desk/api/desk-customers';
import { DeskBasket } from '@/features/desk/components/desk-basket';
import { TenderForm } from '@/features/desk/components/tender-form';
import { createAttemptKeys } from '@/features/desk/lib/desk-attempt';
import type { DeskPayment } from '@/features/desk/lib/desk-tenders';
import { useSignedInStaff } from '@/features/staff/api/get-staff-me';
import { termsQueryOptions } from '@/features/terms/api/get-terms';
import { useVenues } from '@/features/venues/api/get-venues';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { PageTitle } from '@/shell/page-title';
import { DeskCourses } from './desk-courses';
import { DeskTimetable } from './desk-timetable';
import { fohPaths } from './foh-paths';
import './foh-desk.css';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError ? (error.serverMessage ?? error.message) : fallback;
}

/** Who the classes and courses added are for: the customer, or a family member linked to them. */
function AttendeeChoice({
  profile,
  value,
  onChange,
}: {
  profile: DeskCustomerProfile;
  value: number;
  onChange: (userId: number) => void;
}) {
  const { t } = useTranslation('foh');
  const ids = { field: useId(), hint: useId() };
  const { customer, family } = profile;
  return (
    <div className="field desk-sell__attendee">
      <label className="field__label" htmlFor={ids.field}>
        {t('sell.attendee')}
      </label>
      <p id={ids.hint} className="field__hint">
        {t('sell.attendeeHint')}
      </p>
      <select
        id={ids.field}
        className="field__input"
        aria-describedby={ids.hint}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        <option value={customer.id}>
          {t('sell.attendeeSelf', { name: `${customer.firstName} ${customer.lastName}` })}
        </option>
        {family.map((member) => (
          <option key={member.id} value={member.id}>
            {member.firstName} {member.lastName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Selling to one customer: the desk venue's timetable, their desk basket, the tenders, 'Take payment'. */
export function Component() {
  const { t } = useTranslation('foh');
  const customerId = Number(useParams().customerId);
  const navigate = useNavigate();
  const me = useSignedInStaff();
  const profile = useCustomerProfile(customerId);
  const venues = useVenues();
  const cart = useDeskCart(customerId);
  const add = useAddToDeskCart(customerId);
  const remove = useRemoveFromDeskCart(customerId);
  const pay = usePayDeskCart(customerId);
  const syncTenders = useSyncDeskTenders(customerId);
  // An empty desk basket has no cart yet (its id 0): the terms are asked for once there is something to pay.
  const cartId = cart.data?.cartId ?? 0;
  const terms = useQuery({ ...termsQueryOptions(cartId), enabled: cartId > 0 });
  const [keyFor] = useState(createAttemptKeys);
  const [adding, setAdding] = useState<string | null>(null);
  const [addingCourse, setAddingCourse] = useState<number | null>(null);
  const [attendee, setAttendee] = useState<number>(customerId);
  const [removing, setRemoving] = useState<number | null>(null);
  const venueSlug = venues.data?.find((venue) => venue.id === me.deskVenueId)?.slug ?? null;
  const customer = profile.data?.customer;
  const name = customer ? `${customer.firstName} ${customer.lastName}` : '';
  const fallback = t('errors.generic', { ns: 'common' });

  const addSession = async (session: ActivitySession) => {
    if (adding) return;
    setAdding(session.id);
    try {
      await add.mutateAsync({
        id: session.id,
        type: 'purchasableOccurrence',
        pricingOptionId: session.pricingOptionId,
        purchasedForUserId: attendee,
      });
      showToast({ type: 'success', content: t('sell.added', { session: session.name }) });
    } catch (error) {
      showToast({ type: 'danger', content: messageOf(error, fallback) });
    } finally {
      setAdding(null);
    }
  };

  const addCourse = async (course: CourseSummary) => {
    if (addingCourse !== null) return;
    setAddingCourse(course.id);
    try {
      await add.mutateAsync({
        id: String(course.id),
        type: 'av2BookingBundle',
        purchasedForUserId: attendee,
      });
      showToast({ type: 'success', content: t('sell.courseAdded', { course: course.name }) });
    } catch (error) {
      showToast({ type: 'danger', content: messageOf(error, fallback) });
    } finally {
      setAddingCourse(null);
    }
  };

  const removeLine = async (cartItemId: number) => {
    setRemoving(cartItemId);
    try {
      await remove.mutateAsync(cartItemId);
    } catch (error) {
      showToast({ type: 'danger', content: messageOf(error, fallback) });
    } finally {
      setRemoving(null);
    }
  };

  const takePayment = async (payments: DeskPayment[], termIds: number[]) => {
    if (!cart.data || pay.isPending) return;
    const key = keyFor(
      cart.data.uuid,
      cart.data.items.map((item) => item.id),
      payments,
    );
    try {
      const paid = await pay.mutateAsync({ payments, terms: termIds, key });
      navigate(fohPaths.receipt(paid.orderId), { state: { customerId, changeDue: paid.changeDue.raw } });
    } catch (error) {
      showToast({ type: 'danger', content: messageOf(error, fallback) });
    }
  };

  const waivers = cart.data?.attendeeWaiversRequired ?? [];
  const blocked =
    waivers.length > 0
      ? t('sell.waiverNeeded', { waivers: waivers.map((w) => `${w.waiverName} (${w.userName})`).join(', ') })
      : null;

  return (
    <section className="desk-sell" aria-labelledby="desk-sell-heading">
      <PageTitle title={t('sell.title', { name })} />
      <p className="desk-sell__back">
        <AppLink href={fohPaths.customer(customerId)}>{t('sell.backToCustomer', { name })}</AppLink>
      </p>
      <h1 id="desk-sell-heading">{t('sell.heading', { name })}</h1>
      <div className="desk-sell__columns">
        <div>
          {me.deskVenueId === null ? (
            <p role="alert">{t('layout.noVenue')}</p>
          ) : venues.isPending ? (
            <Spinner label={t('sell.loadingTimetable')} />
          ) : venueSlug ? (
            <>
              {profile.data ? (
                <AttendeeChoice profile={profile.data} value={attendee} onChange={setAttendee} />
              ) : null}
              <DeskTimetable
                venueSlug={venueSlug}
                adding={adding}
                onAdd={(session) => void addSession(session)}
              />
              <DeskCourses
                venueSlug={venueSlug}
                adding={addingCourse}
                onAdd={(course) => void addCourse(course)}
              />
            </>
          ) : (
            <p role="alert">{t('sell.timetableFailed')}</p>
          )}
        </div>
        <div className="desk-sell__checkout">
          {cart.isPending ? (
            <Spinner label={t('sell.loadingBasket')} />
          ) : cart.isError ? (
            <ErrorState heading={t('sell.basketFailed')} onRetry={() => void cart.refetch()} />
          ) : (
            <>
              <DeskBasket cart={cart.data} removing={removing} onRemove={(id) => void removeLine(id)} />
              {cart.data.items.length > 0 ? (
                <TenderForm
                  // A changed total starts the tenders again: what was handed over was for the old one.
                  key={cart.data.totals.total}
                  customerId={customerId}
                  total={cart.data.totals.total}
                  synced={cart.data.tenders}
                  onSync={(payments) =>
                    syncTenders.mutate(payments, {
                      onError: (error) => showToast({ type: 'danger', content: messageOf(error, fallback) }),
                    })
                  }
                  maxCredit={cart.data.credits.general.maxApplicable.raw}
                  paying={pay.isPending}
                  blocked={blocked}
                  terms={terms.data ?? []}
                  onPay={(payments, termIds) => void takePayment(payments, termIds)}
                />
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
