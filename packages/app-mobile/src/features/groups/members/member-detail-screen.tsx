// /groupManagement/detail?id=: one member — their details (mobile and document masked), team, review
// state with the organiser's reason when refused, the entry code once approved; editing until approved,
// and removing, asked in the page first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { hrefOf, maskIdNumber, maskPhone } from '@fairpass/domain';
import { canEditMember, type GroupMember } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { BackButton } from '../../../ui/back-button';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { Page } from '../../../ui/page';
import { QrImage } from '../../../ui/qr-image';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { GROUP_KEYS, memberQuery } from '../groups.queries';
import { ReviewBadge } from '../review-badge';
import { useMayDoGroupTask } from '../use-group-task';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(MemberDetailScreen);

const HEADING_ID = 'fp-gp-member-heading';

function MemberDetailScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const memberId = new URLSearchParams(useSearch()).get('id') ?? '';
  const member = useQuery(memberQuery(client, memberId));
  return (
    <GroupQueryView query={member} heading={t('title.member')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/groupManagement/operateList" />
          <h1 id={HEADING_ID} className="fp-heading">{data.name}</h1>
          <MemberFacts member={data} />
          <MemberActions member={data} />
          <GroupsNav />
        </Page>
      )}
    </GroupQueryView>
  );
}

function MemberFacts({ member }: { readonly member: GroupMember }) {
  const { t } = useTranslation('groups');
  const rows: readonly (readonly [string, ReactNode])[] = [
    [t('member.state'), <ReviewBadge key="state" state={member.reviewState} />],
    ...(member.rejectReason ? [[t('member.reason'), member.rejectReason] as const] : []),
    [t('member.phone'), maskPhone(member.phone)],
    [t('member.idType'), t(`idType.${member.idType}`)],
    [t('member.idNumber'), maskIdNumber(member.idNumber)],
    [t('member.team'), member.teamName],
    [t('member.joined'), member.createdAt],
  ];
  return (
    <>
      <dl className="fp-gp-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {member.entryCode && (
        <QrImage
          value={member.entryCode}
          alt={t('member.codeLabel', { name: member.name })}
          size={200}
          margin={4}
          className="fp-gp-qr"
          caption={
            <span className="fp-mono">
              {t('member.entryCode')}: {member.entryCode}
            </span>
          }
        />
      )}
    </>
  );
}

function MemberActions({ member }: { readonly member: GroupMember }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [, navigate] = useLocation();
  // Removing is a bulk action of one: the leader's, not a sub-account's.
  const removes = useMayDoGroupTask('bulkMembers');
  const remove = async (): Promise<string | null> => {
    const intent = `groups.removeMember.${member.memberId}`;
    const request = { memberIds: [member.memberId] };
    const done = settleWriteKey(intent, await getGroups(client).removeMembers.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!done.ok) return failureMessage(done.error);
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    navigate('/groupManagement/operateList', { replace: true });
    return null;
  };
  return (
    <div className="fp-actions">
      {canEditMember(member) ? (
        <Link href={hrefOf('/groupManagement/operateList', undefined, { edit: member.memberId })} className="fp-button-link">
          {t('member.edit')}
        </Link>
      ) : (
        <p className="fp-note">{t('memberForm.locked')}</p>
      )}
      {removes && <ConfirmedAction label={t('member.remove')} question={t('member.removeConfirm', { name: member.name })} keepLabel={t('member.keep')} run={remove} />}
      <Link href="/groupManagement/operateList" className="fp-link">
        {t('member.toList')}
      </Link>
    </div>
  );
}
