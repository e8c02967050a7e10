// /subordinate/form: a new sub-account — its login name (spec §5's account length, letters, digits and
// `_ . @ -`), the holder's name and mobile, a password of 8+ characters with digits, letters and special
// characters typed twice — or, with `?id=`, the holder of an existing one (its login name never changes).
// The domain's SubAccountInput / SubAccountEditInput are the rules; nothing typed is lost on an error,
// the passwords are never kept as a draft, and a double tap adds one sub-account.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_LENGTH, hrefOf, validateInput } from '@fairpass/domain';
import { SubAccountEditInput, SubAccountInput, type SubAccount } from '@fairpass/domain/groups';
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
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { GROUP_KEYS, subAccountQuery } from '../groups.queries';
import { useSecretWriteKey } from './use-secret-write-key';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(SubAccountFormScreen);

const HEADING_ID = 'fp-gp-sub-form-heading';

function SubAccountFormScreen() {
  const { t } = useTranslation('groups');
  const userId = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/subordinate" />
      {userId ? <EditSubAccount userId={userId} /> : <AddSubAccount />}
      <nav className="fp-links" aria-label={t('sub.heading')}>
        <Link href="/subordinate" className="fp-link">
          {t('sub.toList')}
        </Link>
      </nav>
      <GroupsNav />
    </Page>
  );
}

type NewValues = { readonly account: string; readonly name: string; readonly phone: string; readonly password: string; readonly confirmPassword: string };
const EMPTY: NewValues = { account: '', name: '', phone: '', password: '', confirmPassword: '' };

function AddSubAccount() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const owner = useSession((s) => s.user?.userId ?? '');
  const writeKey = useSecretWriteKey();
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<NewValues, SubAccount>({
    initial: EMPTY,
    validate: (values) => validateInput(SubAccountInput, values),
    send: ({ account, name, phone, password }) => {
      setAdded(null);
      const request = { account, name, phone, password };
      return getGroups(client).addSubAccount.execute(request, { idempotencyKey: writeKey.keyFor(request) });
    },
    onSuccess: async (account) => {
      writeKey.forget();
      form.reset();
      setAdded(t('subForm.added', { account: account.account }));
      await queries.invalidateQueries({ queryKey: GROUP_KEYS.subAccounts });
    },
    invalidAlert: t('subForm.fix'),
    draft: { key: `groups.subAccount.${owner}.new`, secret: ['password', 'confirmPassword'] },
    errorParams: (field) => (field === 'account' ? { context: 'limit', min: String(ACCOUNT_LENGTH.min), max: String(ACCOUNT_LENGTH.max) } : undefined),
  });
  return (
    <>
      <h1 id={HEADING_ID} className="fp-heading">{t('subForm.addHeading')}</h1>
      <Form form={form} labelledBy={HEADING_ID}>
        <TextField form={form} name="account" id="fp-gp-sub-account" label={t('subForm.account')} mandatory autoComplete="off" autoCapitalize="none" aria-describedby="fp-gp-sub-account-hint" />
        <p id="fp-gp-sub-account-hint" className="fp-gp-hint">{t('subForm.accountHint')}</p>
        <TextField form={form} name="name" id="fp-gp-sub-name" label={t('subForm.name')} mandatory autoComplete="off" />
        <TextField form={form} name="phone" id="fp-gp-sub-phone" label={t('subForm.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
        <TextField form={form} name="password" id="fp-gp-sub-password" label={t('subForm.password')} mandatory type="password" autoComplete="new-password" aria-describedby="fp-gp-sub-password-hint" />
        <p id="fp-gp-sub-password-hint" className="fp-gp-hint">{t('subForm.passwordHint')}</p>
        <TextField form={form} name="confirmPassword" id="fp-gp-sub-confirm" label={t('subForm.confirmPassword')} mandatory type="password" autoComplete="new-password" />
        <FormAlert message={form.alert} />
        <FormStatus message={added} />
        <SubmitButton pending={form.pending} label={t('subForm.add')} pendingLabel={t('subForm.adding')} />
      </Form>
    </>
  );
}

function EditSubAccount({ userId }: { readonly userId: string }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const account = useQuery(subAccountQuery(client, userId));
  return (
    <GroupQueryView query={account} heading={t('subForm.editHeading')} headingId={HEADING_ID}>
      {(data) => <EditForm account={data} />}
    </GroupQueryView>
  );
}

type EditValues = { readonly name: string; readonly phone: string };

function EditForm({ account }: { readonly account: SubAccount }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const intent = `groups.updateSubAccount.${account.userId}`;
  const form = useForm<EditValues, SubAccount>({
    initial: { name: account.name, phone: account.phone },
    validate: (values) => validateInput(SubAccountEditInput, values),
    send: (values, signal) => {
      setSaved(null);
      const request = { userId: account.userId, ...values };
      return getGroups(client).updateSubAccount.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (next) => {
      form.reset({ name: next.name, phone: next.phone });
      setSaved(t('subForm.updated'));
      await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    },
    invalidAlert: t('subForm.fix'),
  });
  return (
    <>
      <h1 id={HEADING_ID} className="fp-heading">{t('subForm.editHeading')}</h1>
      <dl className="fp-gp-facts">
        <div>
          <dt>{t('sub.account')}</dt>
          <dd className="fp-mono">{account.account}</dd>
        </div>
      </dl>
      <Form form={form} labelledBy={HEADING_ID}>
        <TextField form={form} name="name" id="fp-gp-sub-name" label={t('subForm.name')} mandatory autoComplete="off" />
        <TextField form={form} name="phone" id="fp-gp-sub-phone" label={t('subForm.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
        <FormAlert message={form.alert} />
        <FormStatus message={saved} />
        <SubmitButton pending={form.pending} label={t('subForm.save')} pendingLabel={t('subForm.saving')} />
      </Form>
      <nav className="fp-links" aria-label={t('title.subAccount')}>
        <Link href={hrefOf('/subordinate/details/:id', { id: account.userId })} className="fp-link">
          {t('title.subAccount')}
        </Link>
      </nav>
    </>
  );
}
