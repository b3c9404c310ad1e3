import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { type AccountMembership, useMemberships } from '@/features/memberships/api/get-memberships';
import { MembershipCard } from '@/features/memberships/components/membership-card';
import { inDisplayOrder } from '@/features/memberships/lib/membership-order';
import { loadNamespaces } from '@/lib/i18n';
import { type MembershipRouteState, toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { RequireSession } from './require-session';

// Each modal's code loads when it is first opened: the list alone is what a first visit needs.
const ManageMembershipModal = lazy(() =>
  import('@/features/memberships/components/manage-membership-modal').then((m) => ({
    default: m.ManageMembershipModal,
  })),
);
const RenewMembershipModal = lazy(() =>
  import('@/features/memberships/components/renew-membership-modal').then((m) => ({
    default: m.RenewMembershipModal,
  })),
);
const FreezeMembershipModal = lazy(() =>
  import('@/features/memberships/components/freeze-membership-modal').then((m) => ({
    default: m.FreezeMembershipModal,
  })),
);
const DocumentUploadModal = lazy(() =>
  import('@/features/memberships/components/document-upload-modal').then((m) => ({
    default: m.DocumentUploadModal,
  })),
);
const CancelMembershipModal = lazy(() =>
  import('@/features/memberships/components/cancel-membership-modal').then((m) => ({
    default: m.CancelMembershipModal,
  })),
);

export async function loader() {
  await loadNamespaces('memberships');
  return null;
}

/** Spec part 2 §2: one modal at a time: manage, renew, freeze, cancel or the document upload. */
type OpenModal = {
  kind: 'manage' | 'renew' | 'cancel' | 'document' | 'freeze';
  membership: AccountMembership;
} | null;

function Memberships() {
  const { t } = useTranslation('memberships');
  const { t: account } = useTranslation('account');
  const paths = usePaths();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const session = useSession();
  const memberships = useMemberships();
  const [open, setOpen] = useState<OpenModal>(null);
  // The card's 'Manage membership': focus goes back to it from either modal, the one that opened the
  // renewal being gone by then.
  const opener = useRef<HTMLElement | null>(null);
  const list = memberships.data ? inDisplayOrder(memberships.data) : null;

  /** The joining site's change or renew page, with the route state they need (spec part 2 §2). */
  const toJoining = (href: string, membership: AccountMembership, isChangeMembership: boolean) => {
    const state: MembershipRouteState = {
      fromPage: t('title'),
      isChangeMembership,
      expiresAt: membership.expiresAt?.raw ?? null,
      venue: membership.homeVenue?.slug ?? null,
    };
    setOpen(null);
    const path = toRouterPath(href);
    // Route state cannot cross to another origin: the joining site on its own host starts without it.
    if (path !== null) void navigate(path, { state });
    else window.location.assign(href);
  };
  const change = (membership: AccountMembership) =>
    toJoining(paths.join.change.getHref(membership.id), membership, true);
  const renewLapsed = (membership: AccountMembership) => {
    if (membership.slug === null || membership.paymentType === null) return;
    toJoining(
      paths.join.renew.getHref(membership.id, membership.slug, membership.paymentType),
      membership,
      false,
    );
  };

  return (
    <section aria-labelledby="memberships-heading" className="memberships">
      <PageTitle title={t('title')} />
      <Breadcrumbs
        items={[
          { label: account('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: t('title') },
        ]}
      />
      <header className="account-page__header">
        <h1 id="memberships-heading">{t('title')}</h1>
        {list ? <p>{list.length > 0 ? t('intro') : t('empty')}</p> : null}
      </header>
      {memberships.isPending ? <Spinner /> : null}
      {memberships.isError ? (
        <ErrorState
          heading={t('loadError')}
          onRetry={() => void memberships.refetch()}
          retrying={memberships.isFetching}
        />
      ) : null}
      {list && list.length > 0 ? (
        <ul className="card-list" aria-label={t('listLabel')}>
          {list.map((membership) => (
            <MembershipCard
              key={membership.id}
              membership={membership}
              userId={session.user?.id ?? null}
              onManage={(chosen, button) => {
                opener.current = button;
                setOpen({ kind: 'manage', membership: chosen });
              }}
              onRenewLapsed={renewLapsed}
              onUploadDocument={(chosen, link) => {
                opener.current = link;
                setOpen({ kind: 'document', membership: chosen });
              }}
            />
          ))}
        </ul>
      ) : null}
      <Suspense fallback={<Spinner />}>
        {open?.kind === 'manage' ? (
          <ManageMembershipModal
            membership={open.membership}
            onClose={() => setOpen(null)}
            onChange={change}
            onRenew={(membership) => setOpen({ kind: 'renew', membership })}
            onCancel={(membership) => setOpen({ kind: 'cancel', membership })}
            onFreeze={(membership) => setOpen({ kind: 'freeze', membership })}
            returnFocusTo={opener}
          />
        ) : null}
        {open?.kind === 'renew' ? (
          <RenewMembershipModal
            membershipId={open.membership.id}
            onClose={() => setOpen(null)}
            onAdded={() => {
              setOpen(null);
              void goTo(paths.bookings.checkout.getHref());
            }}
            returnFocusTo={opener}
          />
        ) : null}
        {open?.kind === 'freeze' ? (
          <FreezeMembershipModal
            membership={open.membership}
            onClose={() => setOpen(null)}
            returnFocusTo={opener}
          />
        ) : null}
        {open?.kind === 'document' ? (
          <DocumentUploadModal
            membership={open.membership}
            onClose={() => setOpen(null)}
            returnFocusTo={opener}
          />
        ) : null}
        {open?.kind === 'cancel' ? (
          <CancelMembershipModal
            membership={open.membership}
            onClose={() => setOpen(null)}
            onPayDebts={() => {
              setOpen(null);
              void goTo(paths.bookings.checkout.getHref());
            }}
            returnFocusTo={opener}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

/** /memberships in my account (spec part 2 §2 Memberships list). */
export function Component() {
  return (
    <RequireSession>
      <Memberships />
    </RequireSession>
  );
}
