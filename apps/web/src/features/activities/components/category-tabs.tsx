import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import type { ActivityCategory } from '../api/get-venue-categories';

type Props = { categories: ActivityCategory[]; selected: string; hrefOf: (category: string) => string };

/** The venue's activity categories; each is its own timetable address, so they are links. */
export function CategoryTabs({ categories, selected, hrefOf }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <nav aria-label={t('timetable.categories')} className="category-tabs">
      <ul>
        {categories.map((category) => {
          const current = category.slug === selected;
          return (
            <li key={category.id}>
              <AppLink
                href={hrefOf(category.slug)}
                className={`category-tabs__tab${current ? ' category-tabs__tab--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {category.name}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
