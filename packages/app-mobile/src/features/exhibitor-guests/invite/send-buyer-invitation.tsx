// Inviting a buyer by text message or e-mail for the company: the reach area's invitation (the server
// sends the company's link), the buyer's name and mobile or address checked by the domain's rules, kept
// as a draft until sent, one invitation per content (Idempotency-Key). Then the form is empty for the next
// buyer and the company's buyers are read again.
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
import { GUEST_KEYS } from '../exhibitor-guests.queries';

interface SendValues {
  readonly name: string;
  readonly recipient: string;
  readonly [field: string]: unknown;
}

export function SendBuyerInvitation({ inviteType, labelledBy }: { readonly inviteType: SentInviteType; readonly labelledBy: string }) {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const intent = `exhibitorGuests.invite.${inviteType}`;
  const byText = inviteType === 'SHORT_MSG';
  const form = useForm<SendValues, Invitee>({
    initial: { name: '', recipient: '' },
    validate: (values) => invitationErrors(inviteType, values),
    send: (values, signal) => {
      setSent(null);
      const invitation: InvitationSend = { inviteType, name: values.name.trim(), recipient: values.recipient.trim() };
      return getReach(client).sendInvitation.execute(invitation, { idempotencyKey: writeKeyFor(intent, invitation), signal }).then((result) => settleWriteKey(intent, result));
    },
    onSuccess: async (invitee) => {
      form.reset();
      setSent(t('send.sent', { name: invitee.name }));
      await queries.invalidateQueries({ queryKey: GUEST_KEYS.all });
    },
    invalidAlert: t('send.fix'),
    draft: { key: `exhibitorGuests.invite.${inviteType}.${userId}` },
  });
  return (
    <Form form={form} labelledBy={labelledBy}>
      <TextField form={form} name="name" id={`fp-eg-${inviteType}-name`} label={t('send.name')} autoComplete="off" maxLength={30} mandatory />
      <TextField
        form={form}
        name="recipient"
        id={`fp-eg-${inviteType}-recipient`}
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
