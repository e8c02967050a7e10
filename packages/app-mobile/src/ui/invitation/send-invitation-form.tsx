// Sending an invitation by text message or e-mail (the reach area's invitation: the server sends the
// link): the person's name and their mobile or address, checked by the domain's rules, kept as a draft until
// sent; one invitation per content (Idempotency-Key), so a double tap or a retry after a dropped reply sends
// one. Afterwards the form is empty for the next person and the list it feeds is read again. Shared by the
// visitor's invitations (features/reach) and the company's buyers (features/exhibitor-guests): each gives its
// own words (its namespace's `send.*` texts), write intent and list.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationSend, Invitee, SentInviteType } from '@fairpass/domain/reach';
import { getReach } from '@fairpass/sdk/reach';
import { checksOnDemand } from '../form/checks-on-demand';
import { Form } from '../form/form';
import { FormAlert } from '../form/form-alert';
import { FormStatus } from '../form/form-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useForm } from '../form/use-form';
import { useShell } from '../shell-context';
import { useSession } from '../use-session';
import { settleWriteKey, writeKeyFor } from '../write-key';

interface SendValues {
  readonly name: string;
  readonly recipient: string;
  readonly [field: string]: unknown;
}

const EMPTY: SendValues = { name: '', recipient: '' };

const checks = checksOnDemand(() => import('./invitation-checks'));

/** Who sends: the words, the write's intent (keys and drafts), the ids' prefix and the list to read again. */
export interface InvitationSender {
  /** A namespace with the `send.*` texts (name, phone, email, submit, sending, sent, fix). */
  readonly texts: 'reach' | 'exhibitor-guests';
  /** `reach.invite`: the write key's intent and the draft's key start with it. */
  readonly intent: string;
  readonly idPrefix: string;
  readonly invalidates: QueryKey;
}

export function SendInvitationForm({ inviteType, labelledBy, sender }: { readonly inviteType: SentInviteType; readonly labelledBy: string; readonly sender: InvitationSender }) {
  // Both namespaces carry the same `send.*` keys (ui/invitation/invitation-texts.test.ts).
  const { t } = useTranslation(sender.texts as 'reach');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const intent = `${sender.intent}.${inviteType}`;
  const byText = inviteType === 'SHORT_MSG';
  useEffect(() => checks.warm(), []);
  const form = useForm<SendValues, Invitee>({
    initial: EMPTY,
    validate: (values) => checks.run((chunk) => chunk.invitationErrors(inviteType, values)),
    send: (values, signal) => {
      setSent(null);
      const invitation: InvitationSend = { inviteType, name: values.name.trim(), recipient: values.recipient.trim() };
      return getReach(client).sendInvitation.execute(invitation, { idempotencyKey: writeKeyFor(intent, invitation), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (invitee) => {
      form.reset();
      setSent(t('send.sent', { name: invitee.name }));
      await queries.invalidateQueries({ queryKey: sender.invalidates });
    },
    invalidAlert: t('send.fix'),
    draft: { key: `${intent}.${userId}` },
  });
  return (
    <Form form={form} labelledBy={labelledBy}>
      <TextField form={form} name="name" id={`${sender.idPrefix}-${inviteType}-name`} label={t('send.name')} autoComplete="off" maxLength={30} mandatory />
      <TextField
        form={form}
        name="recipient"
        id={`${sender.idPrefix}-${inviteType}-recipient`}
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
