// /exhibitorSelfService/inviteRegistration: the company invites buyers (design exhibitor.md §2.5) — the
// reach feature's four ways, every link and message carrying the company's inviteDeptId so that each
// registration counts for the company — and the way to the buyers invited so far, with their count.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { buyerCountsQuery } from '../exhibitor-guests.queries';
import { GuestsNav } from '../guests-nav';
import { GuestWays } from './guest-ways';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(InviteWaysScreen);

const HEADING_ID = 'fp-eg-invite-heading';

function InviteWaysScreen() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const counts = useQuery(buyerCountsQuery(client));
  return (
    <QueryView query={counts} heading={t('invite.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('invite.heading')}</h1>
          <p className="fp-note">{t('invite.intro')}</p>
          <h2 id="fp-eg-ways-heading" className="fp-subheading">{t('invite.waysHeading')}</h2>
          <GuestWays labelledBy="fp-eg-ways-heading" />
          <p className="fp-note">
            <Link href="/exhibitorSelfService/invitingBuyers/list" className="fp-link">
              {t('invite.toBuyers', { count: value.reduce((sum, c) => sum + c.count, 0) })}
            </Link>
          </p>
          <GuestsNav current="/exhibitorSelfService/inviteRegistration" />
        </Page>
      )}
    </QueryView>
  );
}
