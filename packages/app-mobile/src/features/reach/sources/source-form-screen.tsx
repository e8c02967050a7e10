// /source/form: a new traceability channel — its code (at most 4 letters or digits, the domain's rule;
// too long or with other characters it says so under the field and keeps what was typed; a code in use
// is the server's refusal, said in the form's alert) and its name. Saved once per content
// (Idempotency-Key); then its page with the link and QR code.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf, TRACEABILITY_CODE_MAX_LENGTH } from '@fairpass/domain';
import { SOURCE_NAME_MAX_LENGTH, sourceChannelErrors, type SourceChannel, type SourceChannelDraft } from '@fairpass/domain/reach';
import { getReach } from '@fairpass/sdk/reach';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { ReachNav } from '../reach-nav';
import { REACH_KEYS } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(SourceFormScreen);

const HEADING_ID = 'fp-reach-source-form-heading';
const INTENT = 'reach.source';

interface SourceValues {
  readonly code: string;
  readonly name: string;
  readonly [field: string]: unknown;
}

function SourceFormScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const form = useForm<SourceValues, SourceChannel>({
    initial: { code: '', name: '' },
    validate: (values) => sourceChannelErrors(values),
    send: (values, signal) => {
      const draft: SourceChannelDraft = { code: values.code.trim(), name: values.name.trim() };
      return getReach(client).saveSource.execute(draft, { idempotencyKey: writeKeyFor(INTENT, draft), signal }).then((sent) => settleWriteKey(INTENT, sent));
    },
    onSuccess: async (source) => {
      await queries.invalidateQueries({ queryKey: REACH_KEYS.sources });
      navigate(hrefOf('/source/details/:code', { code: source.code }), { replace: true });
    },
    invalidAlert: t('sourceForm.fix'),
    draft: { key: `reach.source.${userId}` },
    errorParams: (field) => (field === 'name' ? { context: 'limit', max: String(SOURCE_NAME_MAX_LENGTH) } : undefined),
  });
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/source" />
      <h1 id={HEADING_ID} className="fp-heading">{t('sourceForm.heading')}</h1>
      <p className="fp-note">{t('sources.intro')}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        <TextField
          form={form}
          name="code"
          id="fp-reach-source-code"
          label={t('sourceForm.code')}
          placeholder={t('sourceForm.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          // Room for a few characters too many, so a code that is too long is said, not cut off.
          maxLength={TRACEABILITY_CODE_MAX_LENGTH + 6}
          mandatory
        />
        <TextField form={form} name="name" id="fp-reach-source-name" label={t('sourceForm.name')} placeholder={t('sourceForm.nameHint')} autoComplete="off" maxLength={SOURCE_NAME_MAX_LENGTH + 10} mandatory />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('sourceForm.submit')} pendingLabel={t('sourceForm.saving')} />
      </Form>
      <ReachNav />
    </Page>
  );
}
