// Applying for an order's invoice: a saved header (the default chosen first) or a new one, optionally
// saved to the book on the way. The domain's rules check a new header; the application goes once per
// content (Idempotency-Key), and the history shows it afterwards.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { headerSummary, invoiceHeaderErrors, type InvoiceApplyRequest, type SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { getInvoicing } from '@fairpass/sdk/invoicing';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { HeaderFields } from '../headers/header-fields';
import { EMPTY_HEADER, headerOfValues, type HeaderValues } from '../headers/header-values';
import { INVOICING_KEYS } from '../invoicing.queries';

const NEW = 'new';

interface ApplyValues extends HeaderValues {
  readonly headerChoice: string;
  readonly saveHeader: boolean;
}

export interface ApplyFormProps {
  readonly orderId: string;
  readonly headers: readonly SavedInvoiceHeader[];
}

export function ApplyForm({ orderId, headers }: ApplyFormProps) {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const requestOf = (values: ApplyValues): InvoiceApplyRequest =>
    values.headerChoice === NEW ? { orderId, header: headerOfValues(values), saveHeader: values.saveHeader } : { orderId, headerId: values.headerChoice };
  const form = useForm<ApplyValues>({
    initial: { ...EMPTY_HEADER, headerChoice: headers.find((header) => header.isDefault)?.id ?? headers[0]?.id ?? NEW, saveHeader: true },
    validate: (values) => {
      if (values.headerChoice === '') return { headerChoice: ['VALIDATION.REQUIRED'] };
      return values.headerChoice === NEW ? invoiceHeaderErrors(headerOfValues(values)) : {};
    },
    send: (values, signal) => {
      const intent = `invoice.${orderId}`;
      const request = requestOf(values);
      return getInvoicing(client).applyInvoice.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: INVOICING_KEYS.all });
      navigate('/invoice/history?applied=1', { replace: true });
    },
    invalidAlert: t('header.fix'),
    draft: { key: `invoiceApply.${orderId}.${userId}` },
  });
  const choices = [
    ...headers.map((header) => {
      const summary = headerSummary(header);
      return { value: header.id, label: summary.taxNumber ? t('apply.headerWithNumber', { title: header.title, taxNumber: summary.taxNumber }) : header.title };
    }),
    { value: NEW, label: t('apply.newHeader') },
  ];
  return (
    <Form form={form} labelledBy="fp-inv-apply-heading">
      <RadioField form={form} name="headerChoice" id="fp-inv-apply-choice" label={t('apply.header')} options={choices} vertical />
      {form.values.headerChoice === NEW && (
        <>
          <HeaderFields form={form} idPrefix="fp-inv-apply" />
          <CheckboxField form={form} name="saveHeader" id="fp-inv-apply-save" label={t('apply.saveHeader')} />
        </>
      )}
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('apply.submit')} pendingLabel={t('apply.submitting')} />
    </Form>
  );
}
