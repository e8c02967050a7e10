// One pass holder in the list: name and state, masked mobile and ID, a refusal's reason, and — for a
// pass not issued yet or refused — removing it; for an issued one, reporting it lost (the old code refused
// at the gate, a new pass issued); for anyone but a lost pass, inviting them to visit as a visitor (a text
// with the visitor registration link: a refused holder can still come); each asked first in the page.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallOptions, DomainError, Result } from '@fairpass/domain';
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
  const people = getExhibitorPeople(client);
  type Request = { readonly relationId: string };
  /** One write on this holder, with its own Idempotency-Key: null when it went through, else what to say. */
  const write =
    <T,>(action: string, send: (request: Request, options: CallOptions) => Promise<Result<T, DomainError>>, said: (value: T) => string) =>
    async (): Promise<string | null> => {
      const intent = `exhibitorPeople.${action}.${holder.id}`;
      const request = { relationId: holder.id };
      const sent = settleWriteKey(intent, await send(request, { idempotencyKey: writeKeyFor(intent, request) }));
      if (!sent.ok) return failureMessage(sent.error);
      onDone(said(sent.value));
      await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
      return null;
    };
  const remove = write('remove', (request, options) => people.removeHolder.execute(request, options), () => t('holders.removed', { name: holder.name }));
  const reportLoss = write('reportLoss', (request, options) => people.reportLoss.execute(request, options), () => t('holders.lost', { name: holder.name }));
  const inviteVisitor = write(
    'inviteVisitor',
    (request, options) => people.inviteVisitor.execute(request, options),
    (invited) => t('holders.invited', { name: holder.name, phone: invited.sentTo }),
  );
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
