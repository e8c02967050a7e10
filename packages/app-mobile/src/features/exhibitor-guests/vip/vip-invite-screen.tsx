// /exhibitorSelfService/inviteVIP/inviteForm: invites one VIP for the company — name, mobile or e-mail
// address, company and title, the invitation's language — checked by the domain's rules, kept as a draft
// until sent, sent once (Idempotency-Key). The quota stays as it is until the VIP registers through the
// link; with no place left the form says why instead (VIP.QUOTA_USED_UP). Sent, it goes back to the quota,
// which says who was invited.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { VIP_COMPANY_MAX, VIP_TITLE_MAX, vipInviteRefusal, type VipInvitation, type VipQuota } from '@fairpass/domain/exhibitor-guests';
import { getExhibitorGuests } from '@fairpass/sdk/exhibitor-guests';
import { BackButton } from '../../../ui/back-button';
import { checksOnDemand } from '../../../ui/form/checks-on-demand';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GUEST_KEYS, vipQuotaQuery } from '../exhibitor-guests.queries';
import { GuestsNav } from '../guests-nav';
import { QuotaFacts } from './quota-facts';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../exhibitor-guests.css';

export default withServerState(VipInviteScreen);

const HEADING_ID = 'fp-eg-vip-invite-heading';

function VipInviteScreen() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const quota = useQuery(vipQuotaQuery(client));
  return (
    <QueryView query={quota} heading={t('vipInvite.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/exhibitorSelfService/inviteVIP" />
          <h1 id={HEADING_ID} className="fp-heading">{t('vipInvite.heading')}</h1>
          <p className="fp-note">{t('vipInvite.intro')}</p>
          <QuotaFacts quota={value} />
          {vipInviteRefusal(value) ? (
            <p className="fp-note" role="status">
              {t('vip.full', { quota: value.quota })}
            </p>
          ) : (
            <VipInviteForm quota={value} />
          )}
          <GuestsNav />
        </Page>
      )}
    </QueryView>
  );
}

const checks = checksOnDemand(() => import('./vip-invite-checks'));

interface VipValues {
  readonly name: string;
  readonly recipient: string;
  readonly company: string;
  readonly title: string;
  readonly language: string;
  readonly [field: string]: unknown;
}

function VipInviteForm({ quota }: { readonly quota: VipQuota }) {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const intent = 'exhibitorGuests.vip';
  useEffect(() => checks.warm(), []);
  const form = useForm<VipValues, VipInvitation>({
    initial: { name: '', recipient: '', company: '', title: '', language: 'zh' },
    validate: (values) => checks.run((chunk) => chunk.vipInviteErrors(values)),
    send: (values, signal) => {
      const typed = { name: values.name, recipient: values.recipient, company: values.company, title: values.title, language: values.language };
      return getExhibitorGuests(client).inviteVip.execute(typed, { idempotencyKey: writeKeyFor(intent, typed), signal }).then((result) => settleWriteKey(intent, result));
    },
    onSuccess: async (vip) => {
      form.reset();
      await queries.invalidateQueries({ queryKey: GUEST_KEYS.all });
      // The VIP page lists the invitation first, with its state.
      navigate(`/exhibitorSelfService/inviteVIP?sent=${encodeURIComponent(vip.id)}`);
    },
    invalidAlert: t('send.fix'),
    draft: { key: `exhibitorGuests.vip.${userId}` },
  });
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <p className="fp-note">{t('vipInvite.left', { left: quota.left })}</p>
      <TextField form={form} name="name" id="fp-eg-vip-name" label={t('vipInvite.name')} autoComplete="off" maxLength={30} mandatory />
      <TextField form={form} name="recipient" id="fp-eg-vip-recipient" label={t('vipInvite.recipient')} autoComplete="off" maxLength={100} mandatory />
      <TextField form={form} name="company" id="fp-eg-vip-company" label={t('vipInvite.company')} autoComplete="off" maxLength={VIP_COMPANY_MAX + 10} />
      <TextField form={form} name="title" id="fp-eg-vip-title" label={t('vipInvite.title')} autoComplete="off" maxLength={VIP_TITLE_MAX + 10} />
      <RadioField
        form={form}
        name="language"
        id="fp-eg-vip-language"
        label={t('vipInvite.language')}
        options={[
          { value: 'zh', label: t('language.zh') },
          { value: 'en', label: t('language.en') },
        ]}
      />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('vipInvite.submit')} pendingLabel={t('send.sending')} />
    </Form>
  );
}
