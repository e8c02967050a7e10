// The recipient's own details for the ticket (name, mobile, optionally e-mail and company), checked by
// the domain's rules and kept as a draft; claiming sends an Idempotency-Key, so a double tap or a retry
// claims one ticket. Afterwards the page says where the ticket is — also when the server answers that
// this visitor claimed from the gift already (another tab, another phone): that is their ticket too.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ok, type DomainError, type Result } from '@fairpass/domain';
import { giftClaimErrors, type GiftClaimDetails } from '@fairpass/domain/gifting';
import { getGifting } from '@fairpass/sdk/gifting';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GIFTING_KEYS } from '../gifting.queries';

interface ClaimValues {
  readonly holderName: string;
  readonly holderPhone: string;
  readonly holderEmail: string;
  readonly company: string;
  readonly [field: string]: unknown;
}

const detailsOf = (values: ClaimValues): GiftClaimDetails => ({
  holderName: values.holderName.trim(),
  holderPhone: values.holderPhone.trim(),
  ...(values.holderEmail.trim() ? { holderEmail: values.holderEmail.trim() } : {}),
  ...(values.company.trim() ? { company: values.company.trim() } : {}),
});

/** The claimed ticket, and whether this claim took it (else one before it did). */
interface Claimed {
  readonly ticketId: string;
  readonly now: boolean;
}

export interface ClaimFormProps {
  readonly giftId: string;
  readonly onClaimed: (ticketId: string, now: boolean) => void;
}

export function ClaimForm({ giftId, onClaimed }: ClaimFormProps) {
  const { t } = useTranslation('gifting');
  const { client } = useShell();
  const queries = useQueryClient();
  const user = useSession((s) => s.user);
  const intent = `giftClaim.${giftId}`;
  const form = useForm<ClaimValues, Claimed>({
    initial: { holderName: user?.name ?? '', holderPhone: user?.phone ?? '', holderEmail: '', company: user?.company ?? '' },
    validate: (values) => giftClaimErrors(detailsOf(values)),
    // One claim per gift and visitor: the key stays the same whatever details are sent.
    send: (values, signal) =>
      getGifting(client)
        .claimGift.execute({ giftId, ...detailsOf(values) }, { idempotencyKey: writeKeyFor(intent, giftId), signal })
        .then((sent) => settleWriteKey(intent, sent))
        .then((sent): Result<Claimed, DomainError> => {
          if (sent.ok) return ok({ ticketId: sent.value.ticketId, now: true });
          const mine = sent.error.code === 'GIFT.ALREADY_CLAIMED' ? sent.error.params?.ticketId : undefined;
          return mine ? ok({ ticketId: mine, now: false }) : sent;
        }),
    onSuccess: async ({ ticketId, now }) => {
      onClaimed(ticketId, now);
      await queries.invalidateQueries({ queryKey: GIFTING_KEYS.all });
      await queries.invalidateQueries({ queryKey: ['ticketing'] });
    },
    draft: { key: `giftClaim.${giftId}.${user?.userId ?? ''}` },
  });
  return (
    <Form form={form} labelledBy="fp-gift-claim-heading">
      <TextField form={form} name="holderName" id="fp-gift-claim-name" label={t('claim.name')} autoComplete="name" maxLength={30} mandatory />
      <TextField form={form} name="holderPhone" id="fp-gift-claim-phone" label={t('claim.phone')} autoComplete="tel" inputMode="tel" maxLength={11} mandatory />
      <TextField form={form} name="holderEmail" id="fp-gift-claim-email" label={t('claim.email')} type="email" autoComplete="email" maxLength={100} />
      <TextField form={form} name="company" id="fp-gift-claim-company" label={t('claim.company')} autoComplete="organization" maxLength={100} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('claim.submit')} pendingLabel={t('claim.claiming')} />
    </Form>
  );
}
