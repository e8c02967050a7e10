// /exhibitorSelfServiceNew/invitationTemplate/editInvitation: the company's own invitation — title and
// body in zh and en with the share table's %%placeholders%% (an unknown one refused by name under its
// field, nothing typed lost: a draft kept over a reload), the picture (150–400 px a side, ≤ 200 KB,
// checked before sending), and a live preview as the share card and the poster in both languages, in
// plain markup. `?id=` edits one of the company's, `?from=` starts from an organiser's template.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { FieldErrors } from '@fairpass/domain';
import { emptyTemplateText, TEMPLATE_PLACEHOLDERS, templateProblems, type InvitationTemplate, type TemplateCompany, type TemplateText } from '@fairpass/domain/exhibitor-letters';
import { getExhibitorLetters } from '@fairpass/sdk/exhibitor-letters';
import { BackButton } from '../../../ui/back-button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { measurePicture } from '../../../ui/measure-picture';
import { Page } from '../../../ui/page';
import { QueryView, type ReadState } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { UploadBox } from '../../../ui/upload-box';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useQueryParam } from '../../../ui/use-query-param';
import { useSession } from '../../../ui/use-session';
import { useShell } from '../../../ui/shell-context';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { LETTERS_KEYS, templateQuery, templatesQuery } from '../exhibitor-letters.queries';
import { LettersNav } from '../letters-nav';
import { InvitationPreview } from './invitation-preview';
import '../../../ui/screen-blocks.css';

export default withServerState(EditInvitationScreen);

const HEADING_ID = 'fp-el-edit-heading';

function EditInvitationScreen() {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const id = useQueryParam('id') ?? '';
  const from = useQueryParam('from') ?? '';
  const mine = useQuery(templatesQuery(client, 'mine'));
  const start = useQuery({ ...templateQuery(client, id || from), enabled: (id || from) !== '' });
  const wanted = id || from;
  const ready: ReadState<{ readonly company: TemplateCompany; readonly start: InvitationTemplate | undefined }> = {
    status: mine.status === 'error' || (wanted && start.status === 'error') ? 'error' : mine.status === 'pending' || (wanted && start.status === 'pending') ? 'pending' : 'success',
    data: mine.data ? { company: mine.data.company, start: start.data } : undefined,
    error: mine.error ?? start.error,
    isFetching: mine.isFetching || start.isFetching,
    refetch: () => Promise.all([mine.refetch(), wanted ? start.refetch() : undefined]),
  };
  return (
    <QueryView query={ready} heading={t('edit.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/exhibitorSelfServiceNew/invitationTemplate" />
          <h1 id={HEADING_ID} className="fp-heading">{t(id ? 'edit.headingEdit' : 'edit.heading')}</h1>
          <p className="fp-note">{t('edit.intro')}</p>
          <Editor company={value.company} start={value.start} id={id} />
          <LettersNav />
        </Page>
      )}
    </QueryView>
  );
}

type EditorValues = { readonly titleZh: string; readonly titleEn: string; readonly bodyZh: string; readonly bodyEn: string; readonly publish: boolean };

const textOf = (template: InvitationTemplate | undefined): TemplateText =>
  template ? { titleZh: template.titleZh, titleEn: template.titleEn, bodyZh: template.bodyZh, bodyEn: template.bodyEn } : emptyTemplateText();

function Editor({ company, start, id }: { readonly company: TemplateCompany; readonly start: InvitationTemplate | undefined; readonly id: string }) {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const failureMessage = useFailureMessage();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [pictureUrl, setPictureUrl] = useState(start?.pictureUrl ?? '');
  const [pictureError, setPictureError] = useState('');
  const [uploading, setUploading] = useState(false);
  const intent = `exhibitorLetters.saveTemplate.${id || 'new'}`;
  const form = useForm<EditorValues, InvitationTemplate>({
    initial: () => ({ ...textOf(start), publish: false }),
    validate: (values) => {
      const problems = templateProblems(values);
      return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [problem.code]])) as FieldErrors;
    },
    errorParams: (field): Readonly<Record<string, string>> | undefined => {
      const problem = templateProblems(form.values)[field as keyof TemplateText];
      return problem && 'params' in problem ? problem.params : undefined;
    },
    send: async (values, signal) => {
      const request = { ...(id ? { id } : {}), titleZh: values.titleZh, titleEn: values.titleEn, bodyZh: values.bodyZh, bodyEn: values.bodyEn, pictureUrl, publish: values.publish };
      return settleWriteKey(intent, await getExhibitorLetters(client).saveInvitationTemplate.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: LETTERS_KEYS.all });
      navigate('/exhibitorSelfServiceNew/invitationTemplate');
    },
    invalidAlert: t('edit.fix'),
    draft: { key: `exhibitorLetters.template.${userId}.${id || 'new'}` },
  });

  const pick = async (file: File) => {
    setPictureError('');
    setUploading(true);
    const sides = await measurePicture(file);
    const sent = await getExhibitorLetters(client).uploadTemplatePicture.execute({ file, name: file.name, ...(sides ?? {}) });
    setUploading(false);
    if (sent.ok) setPictureUrl(sent.value.url);
    else setPictureError(failureMessage(sent.error));
  };

  const text: TemplateText = { titleZh: form.values.titleZh, titleEn: form.values.titleEn, bodyZh: form.values.bodyZh, bodyEn: form.values.bodyEn };
  return (
    <>
      <Form form={form} labelledBy={HEADING_ID}>
        <TextField form={form} name="titleZh" id="fp-el-title-zh" label={t('edit.titleZh')} mandatory autoComplete="off" />
        <TextAreaField form={form} name="bodyZh" id="fp-el-body-zh" label={t('edit.bodyZh')} rows={3} />
        <TextField form={form} name="titleEn" id="fp-el-title-en" label={t('edit.titleEn')} mandatory autoComplete="off" lang="en" />
        <TextAreaField form={form} name="bodyEn" id="fp-el-body-en" label={t('edit.bodyEn')} rows={3} lang="en" />
        <section aria-labelledby="fp-el-placeholders" className="fp-note">
          <h2 id="fp-el-placeholders" className="fp-subheading">{t('edit.placeholders')}</h2>
          <p>{TEMPLATE_PLACEHOLDERS.map((name) => `%%${name}%%`).join(' ')}</p>
        </section>
        <UploadBox
          id="fp-el-picture"
          label={uploading ? t('edit.uploading') : t(pictureUrl ? 'edit.pictureReplace' : 'edit.picture')}
          hint={t('edit.pictureRule')}
          accept=".png,.jpg,.jpeg"
          busy={uploading}
          {...(pictureError ? { errorId: 'fp-el-picture-error' } : {})}
          onPick={(file) => void pick(file)}
        />
        {pictureError ? (
          <p id="fp-el-picture-error" className="fp-form__error" role="alert">
            {pictureError}
          </p>
        ) : null}
        <CheckboxField form={form} name="publish" id="fp-el-publish" label={t('edit.publish')} />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t(form.values.publish ? 'edit.savePublish' : 'edit.saveDraft')} pendingLabel={t('edit.saving')} />
      </Form>
      <section aria-labelledby="fp-el-preview-heading">
        <h2 id="fp-el-preview-heading" className="fp-subheading">{t('preview.heading')}</h2>
        <h3 className="fp-note">{t('preview.zh')}</h3>
        <InvitationPreview text={text} company={company} pictureUrl={pictureUrl} language="zh" poster />
        <h3 className="fp-note">{t('preview.en')}</h3>
        <InvitationPreview text={text} company={company} pictureUrl={pictureUrl} language="en" poster />
      </section>
    </>
  );
}
