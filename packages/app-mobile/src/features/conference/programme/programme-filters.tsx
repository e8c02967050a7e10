// The programme's filters: a tab per day (today's says so; "all days" is `day=all`), venue and topic pickers (native selects: the phone's own
// wheel, reachable by keyboard), and a search over titles, topics and speakers. Each change rewrites the
// address, which the list reads.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { localizedField, type PlainRoutePath } from '@fairpass/domain';
import { type SessionFacets, type SessionQuery } from '@fairpass/domain/conference';
import { useLanguage } from '../../../ui/use-language';
import { SearchBox } from '../search-box';
import { ALL_DAYS, withFilter, type FilterParam } from './programme-query';

export interface ProgrammeFiltersProps {
  readonly facets: SessionFacets;
  /** The filter shown, its day settled (a day, or `all`). */
  readonly query: SessionQuery & { readonly day: string };
  readonly path: PlainRoutePath;
  /** Today on the server's clock, `yyyy-MM-dd`. */
  readonly today?: string;
}

export function ProgrammeFilters({ facets, query, path, today }: ProgrammeFiltersProps) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const go = (name: FilterParam, value: string) => navigate(`${path}${withFilter(query, name, value)}`, { replace: true });
  return (
    <>
      <nav aria-label={t('programme.days')}>
        <ul className="fp-cf-days">
          {[ALL_DAYS, ...facets.days].map((day) => (
            <li key={day}>
              <Link href={`${path}${withFilter(query, 'day', day)}`} aria-current={query.day === day ? 'page' : undefined} replace>
                {day === ALL_DAYS ? t('programme.allDays') : day === today ? `${day.slice(5)} ${t('programme.today')}` : day.slice(5)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fp-cf-filters">
        <label>
          {t('programme.venue')}
          <select value={query.venueId ?? ''} onChange={(event) => go('venueId', event.target.value)}>
            <option value="">{t('programme.allVenues')}</option>
            {facets.venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {localizedField(venue, 'name', language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('programme.topic')}
          <select value={query.topicId ?? ''} onChange={(event) => go('topicId', event.target.value)}>
            <option value="">{t('programme.allTopics')}</option>
            {facets.topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {localizedField(topic, 'name', language)}
              </option>
            ))}
          </select>
        </label>
        <SearchBox id="fp-cf-keyword" label={t('programme.search')} initial={query.keyword ?? ''} onSearch={(words) => go('keyword', words)} />
      </div>
    </>
  );
}
