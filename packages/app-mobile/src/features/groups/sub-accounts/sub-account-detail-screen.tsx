// /subordinate/details/:id: one sub-account — its login name, holder, mobile (masked) and since when —
// with the ways to edit it and to reset its password, and the leader's controls: disable or enable it
// again, delete it (issue 29).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf, maskPhone } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { subAccountQuery } from '../groups.queries';
import { SubAccountControls } from './sub-account-controls';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(SubAccountDetailScreen);

const HEADING_ID = 'fp-gp-sub-detail-heading';

function SubAccountDetailScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const { id = '' } = useParams<{ id: string }>();
  const account = useQuery(subAccountQuery(client, id));
  return (
    <GroupQueryView query={account} heading={t('title.subAccount')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/subordinate" />
          <h1 id={HEADING_ID} className="fp-heading">{t('title.subAccount')}</h1>
          <dl className="fp-gp-facts">
            <div>
              <dt>{t('sub.account')}</dt>
              <dd className="fp-mono">{data.account}</dd>
            </div>
            <div>
              <dt>{t('sub.name')}</dt>
              <dd>{data.name}</dd>
            </div>
            <div>
              <dt>{t('sub.phone')}</dt>
              <dd>{maskPhone(data.phone)}</dd>
            </div>
            <div>
              <dt>{t('sub.createdAt')}</dt>
              <dd>{data.createdAt}</dd>
            </div>
          </dl>
          <SubAccountControls account={data} />
          <div className="fp-actions">
            <Link href={hrefOf('/subordinate/form', undefined, { id: data.userId })} className="fp-button-link">
              {t('sub.edit')}
            </Link>
            <Link href={hrefOf('/subordinate/resetPwd/:userId', { userId: data.userId })} className="fp-link">
              {t('sub.resetPassword')}
            </Link>
            <Link href="/subordinate" className="fp-link">
              {t('sub.toList')}
            </Link>
          </div>
          <GroupsNav />
        </Page>
      )}
    </GroupQueryView>
  );
}
