import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { DeskCustomerProfile } from '../api/desk-customers';
import { formatInstant } from '../lib/desk-format';

type Fee = DeskCustomerProfile['unpaidFees'][number];

type Props = {
  profile: DeskCustomerProfile;
  /** Selling fees: 'Add to basket' on each fee not yet in this customer's desk basket. */
  fees?: { inBasket: ReadonlySet<number>; adding: number | null; onAdd: (fee: Fee) => void };
};

/** The customer's facts at a glance, each section a heading a screen reader can jump to. */
export function CustomerProfileView({ profile, fees: selling }: Props) {
  const { t } = useTranslation('foh');
  const { customer, family, upcomingBookings, memberships, unpaidFees } = profile;
  const none = <p className="desk-profile__none">{t('customer.none')}</p>;
  return (
    <div className="desk-profile">
      <section aria-labelledby="desk-details">
        <h2 id="desk-details">{t('customer.details')}</h2>
        <dl className="desk-profile__facts">
          <dt>{t('customer.reference')}</dt>
          <dd>{customer.reference ?? '—'}</dd>
          <dt>{t('customer.email')}</dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt>{t('customer.phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt>{t('customer.postcode')}</dt>
          <dd>{customer.postcode ?? '—'}</dd>
          <dt>{t('customer.dateOfBirth')}</dt>
          <dd>{customer.dateOfBirth ?? '—'}</dd>
        </dl>
      </section>
      <section aria-labelledby="desk-family">
        <h2 id="desk-family">{t('customer.family')}</h2>
        {family.length === 0 ? (
          none
        ) : (
          <ul>
            {family.map((member) => (
              <li key={member.id}>
                {member.firstName} {member.lastName}
                {member.reference ? ` (${member.reference})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="desk-bookings">
        <h2 id="desk-bookings">{t('customer.upcomingBookings')}</h2>
        {upcomingBookings.length === 0 ? (
          none
        ) : (
          <ul data-testid="desk-upcoming-bookings">
            {upcomingBookings.map((booking) => (
              <li key={booking.id}>
                <strong>{booking.name}</strong> {formatInstant(booking.startsAt)}
                {booking.venueName ? `, ${booking.venueName}` : ''}
                {booking.attendeeName ? ` · ${booking.attendeeName}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="desk-memberships">
        <h2 id="desk-memberships">{t('customer.memberships')}</h2>
        {memberships.length === 0 ? (
          none
        ) : (
          <ul>
            {memberships.map((membership) => (
              <li key={membership.id}>
                <strong>{membership.name}</strong> · {membership.memberName} ·{' '}
                {t(`customer.status`, { status: membership.status })}
                {membership.endDate ? ` · ${t('customer.ends', { date: membership.endDate })}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="desk-fees">
        <h2 id="desk-fees">{t('customer.unpaidFees')}</h2>
        {unpaidFees.length === 0 ? (
          none
        ) : (
          <ul className="desk-profile__fees" data-testid="desk-unpaid-fees">
            {unpaidFees.map((fee) => {
              const forSomeoneElse = fee.user.id !== customer.id;
              return (
                <li key={fee.id} className="desk-profile__fee">
                  <span>
                    {fee.name}: {fee.amount.formatted}
                    {forSomeoneElse ? ` · ${t('customer.feeFor', { name: fee.user.name })}` : ''}
                  </span>
                  {selling === undefined ? null : selling.inBasket.has(fee.id) ? (
                    <span className="desk-profile__in-basket">{t('customer.feeInBasket')}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={selling.adding === fee.id}
                      onClick={() => selling.onAdd(fee)}
                      aria-label={t('customer.addFeeLabel', { fee: fee.name, amount: fee.amount.formatted })}
                    >
                      {t('customer.addFee')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
