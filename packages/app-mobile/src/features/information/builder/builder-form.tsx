// The booth builder's filing: the company, on-site contacts (rows added and removed), booth numbers
// (likewise) and the safety documents. A chosen file is checked first by the domain's
// builderDocumentProblem (pdf, jpg or png, at most 10 MB) and only then uploaded; a refused one says why
// and nothing typed is lost. The domain's builderFilingErrors are the rules; the filing goes once per
// content (Idempotency-Key).
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builderDocumentProblem, builderFilingErrors, type BuilderFiling } from '@fairpass/domain/information';
import { getInformation } from '@fairpass/sdk/information';
import { FieldMessage, fieldAria, messageIdOf } from '../../../ui/form/field-message';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { UploadBox } from '../../../ui/upload-box';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { INFORMATION_KEYS } from '../information.queries';
import { fileSizeText } from '../materials/file-size';
import {
  boothKey,
  contactKey,
  documentsOf,
  filingRequestOf,
  initialBuilderValues,
  MAX_BOOTHS,
  MAX_CONTACTS,
  withoutDocument,
  withoutRow,
  type BuilderValues,
} from './builder-values';

const INTENT = 'information.builderFiling';
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', 'application/pdf', 'image/jpeg', 'image/png'].join(',');
const UPLOAD_ID = 'fp-builder-upload';

export function BuilderForm({ filing, headingId }: { readonly filing?: BuilderFiling; readonly headingId: string }) {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [uploading, setUploading] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const form = useForm<BuilderValues, BuilderFiling>({
    initial: () => initialBuilderValues(filing),
    validate: (values) => builderFilingErrors(filingRequestOf(values)),
    send: (values, signal) => {
      const request = filingRequestOf(values);
      return getInformation(client).submitBuilderFiling.execute(request, { idempotencyKey: writeKeyFor(INTENT, request), signal }).then((sent) => settleWriteKey(INTENT, sent));
    },
    onSuccess: async (saved) => {
      queries.setQueryData(INFORMATION_KEYS.filing, saved);
      await queries.invalidateQueries({ queryKey: INFORMATION_KEYS.filing });
    },
    invalidAlert: t('form.fix'),
    draft: { key: `builderFiling.${userId}` },
  });
  const documents = documentsOf(form.values);

  const choose = async (file: File) => {
    if (uploading) return;
    setUploaded(null);
    const problem = builderDocumentProblem(file);
    if (problem) {
      setFileProblem(t('builder.fileRefused', { name: file.name, reason: errorMessage(problem) }));
      return;
    }
    setFileProblem(null);
    setUploading(true);
    const result = await getInformation(client).uploadBuilderDocument.execute({ file, name: file.name });
    setUploading(false);
    if (!result.ok) {
      setFileProblem(t('builder.fileRefused', { name: file.name, reason: failureMessage(result.error) }));
      return;
    }
    form.set('documents', [...form.values.documents, JSON.stringify(result.value)]);
    setUploaded(t('builder.uploaded', { name: result.value.name }));
  };

  const setAll = (changes: Record<string, string | number>) => {
    for (const [name, value] of Object.entries(changes)) form.set(name, value);
  };

  const documentError = form.errors.documentIds;
  return (
    <Form form={form} labelledBy={headingId}>
      <TextField form={form} name="company" id="fp-builder-company" label={t('builder.company')} mandatory autoComplete="organization" />

      <fieldset className="fp-info__rows" {...fieldAria('fp-builder-contacts', form.errors.contacts)}>
        <legend className="fp-field__label">{t('builder.contacts')}</legend>
        {Array.from({ length: form.values.contactCount }, (_, index) => (
          <div key={index} className="fp-info__row" role="group" aria-label={t('builder.contactN', { n: index + 1 })}>
            <TextField form={form} name={contactKey(index, 'name')} id={`fp-builder-contact-${index}-name`} label={t('builder.contactName', { n: index + 1 })} mandatory autoComplete="off" />
            <TextField form={form} name={contactKey(index, 'phone')} id={`fp-builder-contact-${index}-phone`} label={t('builder.contactPhone', { n: index + 1 })} mandatory type="tel" inputMode="tel" autoComplete="off" />
            {form.values.contactCount > 1 && (
              <Button size="small" fill="outline" className="fp-secondary" onClick={() => setAll(withoutRow(form.values, 'contacts', index))}>
                {t('builder.removeContact', { n: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        <FieldMessage controlId="fp-builder-contacts" message={form.errors.contacts} />
        {form.values.contactCount < MAX_CONTACTS && (
          <Button fill="outline" className="fp-secondary" onClick={() => form.set('contactCount', form.values.contactCount + 1)}>
            {t('builder.addContact')}
          </Button>
        )}
      </fieldset>

      <fieldset className="fp-info__rows" {...fieldAria('fp-builder-booths', form.errors.boothNos)}>
        <legend className="fp-field__label">{t('builder.booths')}</legend>
        {Array.from({ length: form.values.boothCount }, (_, index) => (
          <div key={index} className="fp-info__row fp-info__row--inline">
            <TextField form={form} name={boothKey(index)} id={`fp-builder-booth-${index}`} label={t('builder.boothNo', { n: index + 1 })} mandatory autoCapitalize="characters" autoComplete="off" />
            {form.values.boothCount > 1 && (
              <Button size="small" fill="outline" className="fp-secondary" onClick={() => setAll(withoutRow(form.values, 'boothNos', index))}>
                {t('builder.removeBooth', { n: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        <FieldMessage controlId="fp-builder-booths" message={form.errors.boothNos} />
        {form.values.boothCount < MAX_BOOTHS && (
          <Button fill="outline" className="fp-secondary" onClick={() => form.set('boothCount', form.values.boothCount + 1)}>
            {t('builder.addBooth')}
          </Button>
        )}
      </fieldset>

      <div className="fp-field" data-field="documentIds">
        <span className="fp-field__label" id={`${UPLOAD_ID}-heading`}>{t('builder.documents')}</span>
        {documents.length > 0 && (
          <ul className="fp-info__files" aria-labelledby={`${UPLOAD_ID}-heading`}>
            {documents.map((document) => (
              <li key={document.fileId} className="fp-info__file">
                <span>
                  {document.name} <span className="fp-info__muted">{fileSizeText(document.size)}</span>
                </span>
                <Button
                  size="small"
                  fill="outline"
                  className="fp-secondary"
                  onClick={() => form.set('documents', withoutDocument(form.values, document.fileId))}
                >
                  {t('builder.removeFile', { name: document.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <UploadBox
          id={UPLOAD_ID}
          label={uploading ? t('builder.uploading') : t('builder.chooseFile')}
          hint={t('builder.fileRules')}
          accept={ACCEPT}
          busy={uploading}
          {...(documentError ? { errorId: messageIdOf(UPLOAD_ID) } : {})}
          onPick={(file) => void choose(file)}
        />
        <FieldMessage controlId={UPLOAD_ID} message={documentError} />
        {fileProblem && (
          <p className="fp-form__error" role="alert" data-testid="file-problem">
            {fileProblem}
          </p>
        )}
        <FormStatus message={uploaded} />
      </div>

      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('builder.submit')} pendingLabel={t('builder.submitting')} />
    </Form>
  );
}
