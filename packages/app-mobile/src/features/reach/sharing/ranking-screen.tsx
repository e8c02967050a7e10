// /myRanking: how many registered through the user (their invitations and share card) and their place
// among the sharers, then the sharers' ranking, 20 at a time (names masked but the user's own).
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { ReachNav } from '../reach-nav';
import { myReachQuery, rankingQuery } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(RankingScreen);

const HEADING_ID = 'fp-reach-ranking-heading';

function RankingScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const mine = useQuery(myReachQuery(client));
  const ranking = useInfiniteQuery(rankingQuery(client));
  return (
    <QueryView query={combineReads(mine, ranking)} heading={t('ranking.heading')} headingId={HEADING_ID}>
      {([reach, pages]) => {
        const list = recordsOf(pages.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/share" />
            <h1 id={HEADING_ID} className="fp-heading">{t('ranking.heading')}</h1>
            <h2 className="fp-subheading">{t('ranking.mineHeading')}</h2>
            <dl className="fp-reach-figure">
              <dt>{t('ranking.registered')}</dt>
              <dd data-testid="my-registered">{t('ranking.count', { count: reach.registered })}</dd>
            </dl>
            <p className="fp-note">{reach.rank === undefined ? t('ranking.noRank') : t('ranking.rank', { rank: reach.rank, count: reach.sharers })}</p>
            <h2 id="fp-reach-ranking-list" className="fp-subheading">{t('ranking.listHeading')}</h2>
            {list.length === 0 ? (
              <p className="fp-note">{t('ranking.none')}</p>
            ) : (
              <ol className="fp-list" aria-labelledby="fp-reach-ranking-list">
                {list.map((entry, index) => (
                  <li key={`${entry.rank}-${index}`}>
                    <RankRow entry={entry} />
                  </li>
                ))}
              </ol>
            )}
            {ranking.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={ranking.isFetchingNextPage} loadingText={t('ranking.loading')} onClick={() => void ranking.fetchNextPage()}>
                  {t('ranking.more')}
                </Button>
              </div>
            )}
            <ReachNav current="/myRanking" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function RankRow({ entry }: { readonly entry: RankEntry }) {
  const { t } = useTranslation('reach');
  return (
    <div className={entry.mine ? 'fp-item fp-reach-rank fp-reach-rank--mine' : 'fp-item fp-reach-rank'}>
      <span className="fp-reach-rank__place">{t('ranking.row', { rank: entry.rank })}</span>
      <span className="fp-reach-rank__name">
        {entry.name}
        {entry.mine && t('ranking.me')}
      </span>
      <span className="fp-reach-rank__count">{t('ranking.rowCount', { count: entry.registered })}</span>
    </div>
  );
}
