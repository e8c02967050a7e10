// /inviteRegistration: how to invite, the four ways, and the people the user invited with where each
// registration stands, newest first, 20 at a time.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { ZoneNote } from '../../../ui/clock-time';
import { ReachNav } from '../reach-nav';
import { inviteesQuery } from '../reach.queries';
import { InviteWays } from './invite-ways';
import { InviteeRow } from './invitee-row';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(InvitationsScreen);

const HEADING_ID = 'fp-reach-invitations-heading';

function InvitationsScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const invitees = useInfiniteQuery(inviteesQuery(client));
  return (
    <QueryView query={invitees} heading={t('invitations.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('invitations.heading')}</h1>
            <ZoneNote />
            <p className="fp-note">{t('invitations.intro')}</p>
            <h2 id="fp-reach-ways-heading" className="fp-subheading">{t('invitations.waysHeading')}</h2>
            <InviteWays labelledBy="fp-reach-ways-heading" />
            <h2 id="fp-reach-invitees-heading" className="fp-subheading">
              {t('invitations.listHeading')} <span className="fp-note">{t('invitations.total', { count: total })}</span>
            </h2>
            {list.length === 0 ? (
              <p className="fp-note">{t('invitations.none')}</p>
            ) : (
              <ul className="fp-list" aria-labelledby="fp-reach-invitees-heading">
                {list.map((invitee) => (
                  <li key={invitee.id}>
                    <InviteeRow invitee={invitee} />
                  </li>
                ))}
              </ul>
            )}
            {invitees.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={invitees.isFetchingNextPage} loadingText={t('invitations.loading')} onClick={() => void invitees.fetchNextPage()}>
                  {t('invitations.more')}
                </Button>
              </div>
            )}
            <ReachNav current="/inviteRegistration" />
          </Page>
        );
      }}
    </QueryView>
  );
}
