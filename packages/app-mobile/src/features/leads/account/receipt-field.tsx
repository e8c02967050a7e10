// The transfer receipt: a PDF, JPG or PNG of at most 10 MB, uploaded as soon as it is chosen (the SDK
// checks type and size before sending; the server checks the bytes). Its name and size show once it is
// in; a refusal is said under the field in the page's language, and the form's check points here.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainError } from '@fairpass/domain';
import type { ReceiptUpload } from '@fairpass/domain/leads';
import { getLeads } from '@fairpass/sdk/leads';
import { FieldMessage, messageIdOf } from '../../../ui/form/field-message';
import { RequiredMark } from '../../../ui/form/required-mark';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface ReceiptFieldProps {
  readonly id: string;
  readonly receipt: ReceiptUpload | null;
  readonly onUploaded: (receipt: ReceiptUpload | null) => void;
  /** The form's own message for the field (e.g. required on submit). */
  readonly error?: string;
}

export function ReceiptField({ id, receipt, onUploaded, error }: ReceiptFieldProps) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const explain = (failure: DomainError): string =>
    failure.code === 'VALIDATION.FILE_TYPE'
      ? t('account.transfer.fileType')
      : failure.code === 'VALIDATION.FILE_TOO_LARGE'
        ? t('account.transfer.fileSize')
        : failureMessage(failure);
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    onUploaded(null);
    const uploaded = await getLeads(client).uploadReceipt.execute({ file });
    setBusy(false);
    if (uploaded.ok) onUploaded(uploaded.value);
    else {
      setProblem(explain(uploaded.error));
      // The same file chosen again after a fix must fire a change.
      input.value = '';
    }
  };
  const message = problem ?? error;
  return (
    <div className={message ? 'fp-field fp-field--invalid' : 'fp-field'} data-field="receipt">
      <label htmlFor={id} className="fp-field__label fp-la-file">
        {t('account.transfer.receipt')}
        <RequiredMark />
      </label>
      <p id={hintId} className="fp-note">{t('account.transfer.receiptHint')}</p>
      <input
        id={id}
        name="receipt"
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${hintId} ${messageIdOf(id)}` : hintId}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <p className="fp-form-status" role="status">
        {busy ? t('account.transfer.uploading') : receipt ? t('account.transfer.uploaded', { name: receipt.name, size: sizeText(receipt.size) }) : ''}
      </p>
      <FieldMessage controlId={id} message={message} />
    </div>
  );
}

const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
