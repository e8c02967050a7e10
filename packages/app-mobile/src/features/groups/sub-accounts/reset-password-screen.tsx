// /subordinate/resetPwd/:userId: a new password for a sub-account, typed twice (8+ characters with
// digits, letters and special characters: the domain's SubAccountPasswordInput). The reset is
// idempotent; the passwords are never kept as a draft nor in storage (use-secret-write-key.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { validateInput } from '@fairpass/domain';
import { SubAccountPasswordInput, type SubAccount } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { subAccountQuery } from '../groups.queries';
import { useSecretWriteKey } from './use-secret-write-key';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(ResetPasswordScreen);

const HEADING_ID = 'fp-gp-reset-heading';

function ResetPasswordScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const { userId = '' } = useParams<{ userId: string }>();
  const account = useQuery(subAccountQuery(client, userId));
  return (
    <GroupQueryView query={account} heading={t('title.resetPassword')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/subordinate" />
          <h1 id={HEADING_ID} className="fp-heading">{t('reset.heading')}</h1>
          <p className="fp-note">{t('reset.intro', { account: data.account, name: data.name })}</p>
          <ResetForm account={data} />
          <nav className="fp-links" aria-label={t('sub.heading')}>
            <Link href="/subordinate" className="fp-link">
              {t('sub.toList')}
            </Link>
          </nav>
          <GroupsNav />
        </Page>
      )}
    </GroupQueryView>
  );
}

type PasswordValues = { readonly password: string; readonly confirmPassword: string };

function ResetForm({ account }: { readonly account: SubAccount }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const writeKey = useSecretWriteKey();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<PasswordValues, true>({
    initial: { password: '', confirmPassword: '' },
    validate: (values) => validateInput(SubAccountPasswordInput, values),
    send: ({ password }) => {
      setDone(null);
      const request = { userId: account.userId, password };
      return getGroups(client).resetSubAccountPassword.execute(request, { idempotencyKey: writeKey.keyFor(request) });
    },
    onSuccess: () => {
      writeKey.forget();
      form.reset();
      setDone(t('reset.done'));
    },
    invalidAlert: t('reset.fix'),
  });
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <TextField form={form} name="password" id="fp-gp-reset-password" label={t('reset.password')} mandatory type="password" autoComplete="new-password" aria-describedby="fp-gp-reset-hint" />
      <p id="fp-gp-reset-hint" className="fp-gp-hint">{t('reset.hint')}</p>
      <TextField form={form} name="confirmPassword" id="fp-gp-reset-confirm" label={t('reset.confirmPassword')} mandatory type="password" autoComplete="new-password" />
      <FormAlert message={form.alert} />
      <FormStatus message={done} />
      <SubmitButton pending={form.pending} label={t('reset.submit')} pendingLabel={t('reset.submitting')} />
    </Form>
  );
}
