import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import './breadcrumbs.css';

export type Crumb = { label: string; href?: string };

/** The trail to this page; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumbs">
      <ol>
        {items.map((crumb, index) => {
          const current = index === items.length - 1;
          return (
            <li key={crumb.href ?? crumb.label}>
              {crumb.href && !current ? (
                <AppLink href={crumb.href}>{crumb.label}</AppLink>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
