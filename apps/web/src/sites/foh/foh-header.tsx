import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { staffMeKey } from '@/features/staff/api/get-staff-me';
import { setDeskVenue } from '@/features/staff/api/staff-auth';
import type { StaffMe } from '@/features/staff/api/staff-types';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { isCurrentLink, navLinksFor } from './foh-nav-links';

/** Who is at the desk, in what role and at which venue; the desk's pages; and 'Sign out'. */
export function FohHeader({ me, onSignOut }: { me: StaffMe; onSignOut: () => void }) {
  const { t } = useTranslation('foh');
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const venueId = useId();
  const [saving, setSaving] = useState(false);
  const name = `${me.firstName} ${me.lastName}`;

  const chooseVenue = async (event: ChangeEvent<HTMLSelectElement>) => {
    const id = Number(event.currentTarget.value);
    if (!id) return;
    setSaving(true);
    try {
      const next = await setDeskVenue(id);
      queryClient.setQueryData(staffMeKey, next);
      // What the desk shows (its timetable, its basket's prices) depends on the venue.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'foh' || query.queryKey[1] !== 'me',
      });
      const venue = next.venues.find((v) => v.id === next.deskVenueId)?.name ?? '';
      showToast({ type: 'success', content: t('layout.venueChanged', { venue }) });
    } catch (error) {
      showToast({
        type: 'danger',
        content: error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <header className="foh-header">
      <div className="foh-header__bar">
        <p className="foh-header__site">{t('site')}</p>
        <p className="foh-header__who">
          <span>{t('layout.signedInAs', { name })}</span>{' '}
          <span className="foh-header__role">{t(`layout.role.${me.staffRole}`)}</span>
        </p>
        <div className="foh-header__venue">
          <label htmlFor={venueId}>{t('layout.deskVenue')}</label>
          <select
            id={venueId}
            className="field__input foh-header__select"
            value={me.deskVenueId ?? ''}
            onChange={(event) => void chooseVenue(event)}
            aria-busy={saving}
          >
            {me.deskVenueId === null ? <option value="">{t('layout.chooseVenue')}</option> : null}
            {me.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          {t('layout.signOut')}
        </Button>
      </div>
      <nav className="foh-nav" aria-label={t('layout.navLabel')}>
        <ul>
          {navLinksFor(me.staffRole).map((link) => (
            <li key={link.key}>
              <AppLink
                href={link.href}
                aria-current={isCurrentLink(link.href, pathname) ? 'page' : undefined}
              >
                {t(link.label)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
