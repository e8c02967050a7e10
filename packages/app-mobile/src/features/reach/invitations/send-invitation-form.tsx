// Sending an invitation by text message or e-mail: the person's name and their mobile or address, checked
// by the domain's rules, kept as a draft until sent; one invitation per content (Idempotency-Key), so a
// double tap or a retry after a dropped reply sends one. Afterwards the form is empty for the next person.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationErrors, type InvitationSend, type Invitee, type SentInviteType } from '@fairpass/domain/reach';
import { getReach } from '@fairpass/sdk/reach';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { REACH_KEYS } from '../reach.queries';

interface SendValues {
  readonly name: string;
  readonly recipient: string;
  readonly [field: string]: unknown;
}

const EMPTY: SendValues = { name: '', recipient: '' };

export function SendInvitationForm({ inviteType, labelledBy }: { readonly inviteType: SentInviteType; readonly labelledBy: string }) {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const intent = `reach.invite.${inviteType}`;
  const byText = inviteType === 'SHORT_MSG';
  const form = useForm<SendValues, Invitee>({
    initial: EMPTY,
    validate: (values) => invitationErrors(inviteType, values),
    send: (values, signal) => {
      setSent(null);
      const invitation: InvitationSend = { inviteType, name: values.name.trim(), recipient: values.recipient.trim() };
      return getReach(client).sendInvitation.execute(invitation, { idempotencyKey: writeKeyFor(intent, invitation), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (invitee) => {
      form.reset();
      setSent(t('send.sent', { name: invitee.name }));
      await queries.invalidateQueries({ queryKey: REACH_KEYS.invitees });
    },
    invalidAlert: t('send.fix'),
    draft: { key: `reach.invite.${inviteType}.${userId}` },
  });
  return (
    <Form form={form} labelledBy={labelledBy}>
      <TextField form={form} name="name" id={`fp-reach-${inviteType}-name`} label={t('send.name')} autoComplete="off" maxLength={30} mandatory />
      <TextField
        form={form}
        name="recipient"
        id={`fp-reach-${inviteType}-recipient`}
        label={t(byText ? 'send.phone' : 'send.email')}
        type={byText ? 'tel' : 'email'}
        inputMode={byText ? 'tel' : 'email'}
        autoComplete="off"
        maxLength={byText ? 11 : 100}
        mandatory
      />
      <FormAlert message={form.alert} />
      <FormStatus message={sent} />
      <SubmitButton pending={form.pending} label={t('send.submit')} pendingLabel={t('send.sending')} />
    </Form>
  );
}
