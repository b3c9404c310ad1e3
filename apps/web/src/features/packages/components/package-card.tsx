import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { OperatorHtml } from '@/components/ui/operator-html';
import type { UserPackage } from '../api/get-packages';
import './packages.css';
import '@/components/ui/card-list.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="held-package__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Props = {
  item: UserPackage;
  /** The signed-in customer: a family member's package names its holder. */
  userId: number | null;
};

/** One package of the list (spec part 2 §3 Package): its area, price, expiry, sessions and contents. */
export function PackageCard({ item, userId }: Props) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <li className="card-list__item held-package" aria-labelledby={headingId}>
      <div className="held-package__head">
        <h2 id={headingId} className="held-package__name">
          {item.name}
        </h2>
        {item.expired ? <Badge tone="danger">{t('packages.expired')}</Badge> : null}
      </div>
      {item.description ? (
        <OperatorHtml html={item.description} className="held-package__description" />
      ) : null}
      <dl className="held-package__facts">
        {item.user.id !== userId ? <Fact label={t('packages.holder')}>{item.user.name}</Fact> : null}
        <Fact label={t('packages.area')}>{item.area}</Fact>
        <Fact label={t('packages.price')}>{item.price.formatted}</Fact>
        <Fact label={t('packages.expires')}>{item.expires}</Fact>
        <Fact label={t('packages.sessionsIncluded')}>{item.sessionsIncluded}</Fact>
        <Fact label={t('packages.sessionsRemaining')}>{item.sessionsRemaining}</Fact>
        {/* Issue 17: the guest passes a package lets its holder send, shown only where it has some. */}
        {item.guestPasses?.included > 0 ? (
          <Fact label={t('packages.guestPasses')}>{t('packages.guestPassesLeft', item.guestPasses)}</Fact>
        ) : null}
      </dl>
      {item.contents.length > 0 ? (
        <>
          <h3 className="held-package__contents-heading">{t('packages.contents')}</h3>
          <ul className="held-package__contents">
            {item.contents.map((content) => (
              <li key={content.concatenatedName}>
                {t('packages.content', {
                  name: content.concatenatedName,
                  remaining: content.remaining,
                  usages: content.usages,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
