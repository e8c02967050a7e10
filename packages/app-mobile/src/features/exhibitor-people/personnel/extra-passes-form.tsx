// Buying extra passes beyond the quota (design exhibitor.md §2.4 /personnel, "place order"): an open pass
// type and how many (1–20, ¥200 each), sent once (Idempotency-Key); the order then takes its pay step as
// every order does (/order/{id}?pay=start: JSAPI in WeChat, H5 elsewhere), and the type's quota grows
// once it is paid. A closed type is refused with the spec's 证件申请已关闭; what was typed stays.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { buyablePassTypes, emptyExtraPassForm, extraPassErrors, type ExtraPassForm, type ExtraPassOrder, type PassType } from '@fairpass/domain/exhibitor-people';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { PEOPLE_KEYS } from '../exhibitor-people.queries';
import { usePassName } from '../pass-labels';

export interface ExtraPassesFormProps {
  readonly types: readonly PassType[];
  readonly headingId: string;
}

export function ExtraPassesForm({ types, headingId }: ExtraPassesFormProps) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const nameOf = usePassName();
  const buyable = buyablePassTypes(types);
  const intent = 'exhibitorPeople.extraPasses';
  const form = useForm<ExtraPassForm, ExtraPassOrder>({
    initial: () => emptyExtraPassForm(buyable[0]?.type ?? ''),
    validate: extraPassErrors,
    send: async (values, signal) => {
      const request = { credentialType: values.credentialType, quantity: Number(values.quantity.trim()) };
      return settleWriteKey(intent, await getExhibitorPeople(client).buyExtraPasses.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }));
    },
    onSuccess: async (order) => {
      form.reset(emptyExtraPassForm(buyable[0]?.type ?? ''));
      await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
      navigate(hrefOf('/order/:orderId', { orderId: order.orderId }, { pay: 'start' }), { replace: true });
    },
    invalidAlert: t('form.fix'),
    draft: { key: `exhibitorPeople.extraPasses.${userId}` },
  });
  if (buyable.length === 0) return <p className="fp-note">{t('extra.none')}</p>;
  const options = buyable.map((pass) => ({ value: pass.type, label: t('extra.option', { name: nameOf(pass), quota: pass.quota, left: pass.left }) }));
  return (
    <Form form={form} labelledBy={headingId}>
      <p className="fp-note">{t('extra.intro')}</p>
      <RadioField form={form} name="credentialType" id="fp-ep-extra-type" label={t('extra.type')} options={options} vertical />
      <TextField form={form} name="quantity" id="fp-ep-extra-quantity" label={t('extra.quantity')} mandatory inputMode="numeric" autoComplete="off" />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('extra.submit')} pendingLabel={t('form.submitting')} />
    </Form>
  );
}
