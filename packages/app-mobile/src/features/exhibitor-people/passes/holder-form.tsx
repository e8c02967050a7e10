// Adding a pass holder: name, mobile, the identity document and its number (judged by the document
// chosen), the domain's holder rules (no placeholder names such as "工作人员"). Before sending, the type's
// window and quota on the server's clock (证件申请已关闭 / 证件数量已达上限); the server refuses an ID a
// pass already holds (您已登记过该证件，请勿重复操作). Whatever is refused stays as typed (a draft kept
// across a reload), and each application goes once (Idempotency-Key). The holder's photo (optional, jpg or
// png ≤ 200 KB) is uploaded on picking (holder-photo.tsx) and sent by its fileId.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DomainError, err } from '@fairpass/domain';
import { emptyHolderForm, holderErrors, holderOf, passRefusal, type HolderForm, type HoldersSubmitted, type PassType } from '@fairpass/domain/exhibitor-people';
import { MEMBER_ID_TYPES } from '@fairpass/domain/groups';
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
import { HolderPhotoPicker } from './holder-photo';

export interface HolderFormProps {
  readonly pass: PassType;
  readonly serverTime: string;
  readonly headingId: string;
  /** After an application went in, with the sentence to announce. */
  readonly onDone: (message: string) => void;
}

export function HolderFormView({ pass, serverTime, headingId, onDone }: HolderFormProps) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const intent = `exhibitorPeople.submit.${pass.type}`;
  const form = useForm<HolderForm, HoldersSubmitted>({
    initial: emptyHolderForm,
    validate: holderErrors,
    send: async (values, signal) => {
      const refusal = passRefusal(pass, 1, serverTime);
      if (refusal) return err(new DomainError(refusal.code, undefined, undefined, { params: refusal.params }));
      const request = { credentialType: pass.type, people: [holderOf(values)] };
      return settleWriteKey(intent, await getExhibitorPeople(client).submitHolders.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }));
    },
    onSuccess: async (sent, values) => {
      form.reset(emptyHolderForm());
      await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
      onDone(t('form.added', { name: values.name.trim(), left: sent.left }));
    },
    invalidAlert: t('form.fix'),
    draft: { key: `exhibitorPeople.holder.${userId}.${pass.type}` },
    errorParams: (field): Readonly<Record<string, string>> | undefined => (field === 'idNumber' ? { context: form.values.idType } : undefined),
  });
  const idTypes = MEMBER_ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }));
  return (
    <Form form={form} labelledBy={headingId}>
      <TextField form={form} name="name" id="fp-ep-holder-name" label={t('form.name')} mandatory autoComplete="off" />
      <TextField form={form} name="phone" id="fp-ep-holder-phone" label={t('form.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
      <RadioField form={form} name="idType" id="fp-ep-holder-id-type" label={t('form.idType')} options={idTypes} vertical />
      <TextField form={form} name="idNumber" id="fp-ep-holder-id-number" label={t('form.idNumber')} mandatory autoComplete="off" autoCapitalize="characters" />
      <HolderPhotoPicker fileId={form.values.photoFileId} onChange={(fileId) => form.set('photoFileId', fileId)} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('form.submit')} pendingLabel={t('form.submitting')} />
    </Form>
  );
}
