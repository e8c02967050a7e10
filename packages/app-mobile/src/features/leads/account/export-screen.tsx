// /dataExport: the leads as a spreadsheet (xlsx). The server prepares it from what it holds (exportLeads)
// — mine, or for the admin of a multi-person account everyone's — optionally one rating only, and answers
// with a signed address valid a few minutes; the page offers it as a download link (inside WeChat, which
// saves no download: open in the browser, copy the link, send it to my e-mail) only when the address
// is on the app's allowlist (never a server URL followed unchecked), and says how many leads it holds and
// when the link expires. Leads still only on this phone are not in it (said, with their count). It needs
// the network, and says so when there is none.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeRedirect } from '@fairpass/domain';
import { LEAD_RATINGS, seesAllLeads, type LeadExport, type LeadRating } from '@fairpass/domain/leads';
import { getLeads } from '@fairpass/sdk/leads';
import { BackButton } from '../../../ui/back-button';
import { KeepFile } from '../../../ui/keep-file';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { LeadsNav } from '../leads-nav';
import { useShell } from '../../../ui/shell-context';
import { useAllowedOrigins } from '../../../ui/use-allowed-origins';
import { useOnline } from '../../../ui/use-online';
import { useClockTimes } from '../../../ui/clock-time';
import { leadAccountQuery } from './account.queries';
import { useLeadBookStatus } from '../use-lead-book';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './account.css';

export default withServerState(ExportScreen);

const HEADING_ID = 'fp-la-export-heading';

type ExportValues = { readonly scope: 'mine' | 'all'; readonly rating: '' | LeadRating };

function ExportScreen() {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const online = useOnline();
  const status = useLeadBookStatus();
  // Whether "everyone's" is offered is the domain's rule on the account; without the account, mine only.
  const account = useQuery(leadAccountQuery(client));
  const all = account.data ? seesAllLeads(account.data) : false;
  const [prepared, setPrepared] = useState<LeadExport | null>(null);
  const form = useForm<ExportValues, LeadExport>({
    initial: { scope: 'mine', rating: '' },
    validate: () => ({}),
    send: ({ scope, rating }) => {
      setPrepared(null);
      return getLeads(client).exportLeads.execute({ scope: all ? scope : 'mine', ...(rating === '' ? {} : { rating }) });
    },
    onSuccess: (file) => setPrepared(file),
  });
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/minePage" />
      <h1 id={HEADING_ID} className="fp-heading">{t('account.title.export')}</h1>
      <p className="fp-note">{t('account.export.intro')}</p>
      {!online && (
        <p className="fp-la-warn" role="status">
          {t('account.export.offline')}
        </p>
      )}
      {status.unsynced > 0 && <p className="fp-la-warn">{t('account.export.unsynced', { count: status.unsynced })}</p>}
      <Form form={form} labelledBy={HEADING_ID}>
        {all && (
          <RadioField
            form={form}
            name="scope"
            id="fp-la-export-scope"
            label={t('account.export.scope')}
            options={[
              { value: 'mine', label: t('account.export.mine') },
              { value: 'all', label: t('account.export.all') },
            ]}
          />
        )}
        <RadioField
          form={form}
          name="rating"
          id="fp-la-export-rating"
          label={t('account.export.rating')}
          options={[{ value: '', label: t('account.export.anyRating') }, ...LEAD_RATINGS.map((rating) => ({ value: rating, label: t(`account.rating.${rating}`) }))]}
        />
        <FormAlert message={form.alert} />
        {online ? (
          <SubmitButton pending={form.pending} label={t('account.export.prepare')} pendingLabel={t('account.export.preparing')} />
        ) : (
          <p className="fp-note">{t('account.export.needsNetwork')}</p>
        )}
      </Form>
      {prepared && <PreparedFile file={prepared} />}
      <LeadsNav />
    </Page>
  );
}

function PreparedFile({ file }: { readonly file: LeadExport }) {
  const { t } = useTranslation('leads');
  // Inside WeChat nothing is saved until the visitor keeps it one of the offered ways: the heading says so.
  const { environment } = useShell();
  const clock = useClockTimes();
  const allowed = isSafeRedirect(file.url, useAllowedOrigins());
  return (
    <section className="fp-la-block fp-la-download" aria-labelledby="fp-la-export-ready" role="status">
      <h2 id="fp-la-export-ready" className="fp-subheading">{t(environment.isWeChat ? 'account.export.readyWeChat' : 'account.export.ready', { count: file.count })}</h2>
      {allowed ? (
        <>
          <KeepFile file={file} downloadLabel={t('account.export.download', { name: file.fileName })} />
          <p className="fp-note">{t('account.export.expires', { time: clock.at(file.expireTime) })}</p>
        </>
      ) : (
        <p className="fp-failure">{t('account.export.refusedAddress')}</p>
      )}
    </section>
  );
}
