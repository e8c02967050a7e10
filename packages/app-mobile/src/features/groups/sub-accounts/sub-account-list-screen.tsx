// /subordinate: the group account's sub-accounts, newest first (20 at a time), each with the ways to its
// details, to edit it and to reset its password; and the way to add one.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { hrefOf, maskPhone } from '@fairpass/domain';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { subAccountsQuery } from '../groups.queries';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(SubAccountListScreen);

const HEADING_ID = 'fp-gp-sub-heading';

function SubAccountListScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const accounts = useInfiniteQuery(subAccountsQuery(client));
  // The account just deleted from its details (issue 29), said once here.
  const removed = new URLSearchParams(useSearch()).get('removed');
  return (
    <GroupQueryView query={accounts} heading={t('title.subAccounts')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        return (
          <Page labelledBy={HEADING_ID}>
            <h1 id={HEADING_ID} className="fp-heading">{t('sub.heading')}</h1>
            <p className="fp-note">{t('sub.intro')}</p>
            <FormStatus message={removed ? t('sub.removed', { account: removed }) : null} />
            <Link href="/subordinate/form" className="fp-button-link">
              {t('sub.add')}
            </Link>
            <p className="fp-note" role="status">
              {total > 0 ? t('sub.count', { count: total }) : t('sub.none')}
            </p>
            <ul className="fp-list">
              {list.map((account) => (
                <li key={account.userId} className="fp-item">
                  <div className="fp-item__head">
                    <h2 className="fp-item__name">{account.name}</h2>
                    <span className="fp-mono">{account.account}</span>
                  </div>
                  <ul className="fp-item__facts">
                    <li>{maskPhone(account.phone)}</li>
                    {account.disabled && <li>{t('sub.disabledState')}</li>}
                    <li>{t('sub.createdAt')} {account.createdAt}</li>
                  </ul>
                  <div className="fp-gp-member__links">
                    <Link href={hrefOf('/subordinate/details/:id', { id: account.userId })} className="fp-link" aria-label={t('sub.details', { account: account.account })}>
                      {t('sub.detailsShort')}
                    </Link>
                    <Link href={hrefOf('/subordinate/resetPwd/:userId', { userId: account.userId })} className="fp-link" aria-label={t('sub.resetFor', { account: account.account })}>
                      {t('sub.resetPassword')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            {accounts.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" className="fp-secondary" loading={accounts.isFetchingNextPage} loadingText={t('sub.loading')} onClick={() => void accounts.fetchNextPage()}>
                  {t('sub.more', { shown: list.length, total })}
                </Button>
              </div>
            )}
            <GroupsNav current="/subordinate" />
          </Page>
        );
      }}
    </GroupQueryView>
  );
}
