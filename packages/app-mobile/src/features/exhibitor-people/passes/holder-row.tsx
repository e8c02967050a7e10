// One pass holder in the list: name and state, masked mobile and ID, a refusal's reason, and — for a
// pass not issued yet or refused — removing it; for an issued one, reporting it lost (the old code refused
// at the gate, a new pass issued); for anyone but a lost pass, inviting them to visit as a visitor (a text
// with the visitor registration link: a refused holder can still come); each asked first in the page.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passAllows, type PassHolder } from '@fairpass/domain/exhibitor-people';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { clockText } from '../../../ui/clock-time';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useShell } from '../../../ui/shell-context';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { PEOPLE_KEYS } from '../exhibitor-people.queries';
import { PassStateBadge } from '../pass-labels';

export interface HolderRowProps {
  readonly holder: PassHolder;
  readonly onDone: (message: string) => void;
  /** The pass's name, where a list mixes the types. */
  readonly typeName?: string;
}

export function HolderRow({ holder, onDone, typeName }: HolderRowProps) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const remove = async (): Promise<string | null> => {
    const intent = `exhibitorPeople.remove.${holder.id}`;
    const request = { relationId: holder.id };
    const sent = settleWriteKey(intent, await getExhibitorPeople(client).removeHolder.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    onDone(t('holders.removed', { name: holder.name }));
    await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
    return null;
  };
  const reportLoss = async (): Promise<string | null> => {
    const intent = `exhibitorPeople.reportLoss.${holder.id}`;
    const request = { relationId: holder.id };
    const sent = settleWriteKey(intent, await getExhibitorPeople(client).reportLoss.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    onDone(t('holders.lost', { name: holder.name }));
    await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
    return null;
  };
  const inviteVisitor = async (): Promise<string | null> => {
    const intent = `exhibitorPeople.inviteVisitor.${holder.id}`;
    const request = { relationId: holder.id };
    const sent = settleWriteKey(intent, await getExhibitorPeople(client).inviteVisitor.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    onDone(t('holders.invited', { name: holder.name, phone: sent.value.sentTo }));
    await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
    return null;
  };
  return (
    <li className="fp-item">
      <div className="fp-item__head">
        <h3 className="fp-item__name">{holder.name}</h3>
        <PassStateBadge state={holder.state} />
      </div>
      <ul className="fp-item__facts">
        {typeName && <li>{t('holders.type', { type: typeName })}</li>}
        <li>{t('holders.phone', { phone: holder.phone })}</li>
        <li>{t('holders.id', { type: t(`idType.${holder.idType}`), number: holder.idNumber })}</li>
        {holder.photo && <li>{t('photo.has')}</li>}
        {holder.rejectReason && <li>{t('holders.reason', { reason: holder.rejectReason })}</li>}
        {holder.visitorInvitedAt && <li>{t('holders.invitedAt', { time: clockText(holder.visitorInvitedAt) })}</li>}
      </ul>
      {passAllows(holder.state, 'remove') && (
        <ConfirmedAction label={t('holders.removeLabel', { name: holder.name })} question={t('holders.removeQuestion', { name: holder.name })} keepLabel={t('holders.keep')} run={remove} />
      )}
      {passAllows(holder.state, 'reportLoss') && (
        <ConfirmedAction label={t('holders.lostLabel', { name: holder.name })} question={t('holders.lostQuestion', { name: holder.name })} keepLabel={t('holders.keep')} run={reportLoss} />
      )}
      {passAllows(holder.state, 'inviteVisitor') && (
        <ConfirmedAction
          label={t('holders.inviteLabel', { name: holder.name })}
          question={t('holders.inviteQuestion', { name: holder.name, phone: holder.phone })}
          keepLabel={t('holders.notNow')}
          run={inviteVisitor}
        />
      )}
    </li>
  );
}
