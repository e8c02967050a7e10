// The list's filters by rating and by sync state, as links that keep the rest of the address (back
// undoes a filter); the one in force is marked as the current page.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { LEAD_RATINGS, LEAD_SYNC_STATES, type LocalLeadFilter } from '@fairpass/domain/leads';

export const listHref = (filter: LocalLeadFilter): string =>
  hrefOf('/customerPage', undefined, {
    ...(filter.keyword ? { q: filter.keyword } : {}),
    ...(filter.rating ? { rating: filter.rating } : {}),
    ...(filter.sync ? { sync: filter.sync } : {}),
  });

export function LeadFilters({ filter }: { readonly filter: LocalLeadFilter }) {
  const { t } = useTranslation('leads');
  const ratings = [[undefined, t('list.allRatings')], ...LEAD_RATINGS.map((rating) => [rating, t(`rating.${rating}`)] as const)] as const;
  const states = [[undefined, t('list.allStates')], ...LEAD_SYNC_STATES.map((sync) => [sync, t(`sync.${sync}`)] as const)] as const;
  return (
    <>
      <nav aria-label={t('list.byRating')}>
        <ul className="fp-ld-chips">
          {ratings.map(([rating, label]) => (
            <li key={rating ?? 'all'}>
              <Link href={listHref({ ...filter, rating })} aria-current={filter.rating === rating ? 'page' : undefined} replace>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('list.bySync')}>
        <ul className="fp-ld-chips">
          {states.map(([sync, label]) => (
            <li key={sync ?? 'all'}>
              <Link href={listHref({ ...filter, sync })} aria-current={filter.sync === sync ? 'page' : undefined} replace>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
