// /custDetailInfoPage: one lead (`?id=<the phone's id>`) — who it is about, its own sync state (with the
// reason and a retry when refused), what the staff note (rating, tags, notes, follow-up, saved on the
// phone) and the way to its survey. Without an id: a new lead typed by hand (`?mobile=` from a mobile
// nobody has registered, `&reason=notFound|offline`).
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import type { LeadView } from '@fairpass/sdk/leads';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useQueryParam } from '../../../ui/use-query-param';
import { LeadsNav } from '../leads-nav';
import { SyncBadge, useSyncFailureText } from '../sync-state';
import { useLead, useLeadsApi } from '../use-lead-book';
import { useLeadTool } from '../use-lead-tool';
import { ContactForm, contactOf } from './contact-form';
import { LeadFacts, useBadgeLookup } from './lead-facts';
import { QualificationForm } from './qualification-form';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../leads.css';

const HEADING_ID = 'fp-ld-detail-heading';

export default function LeadDetailScreen() {
  useLeadTool();
  const id = useQueryParam('id');
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/customerPage" />
      {id ? <ExistingLead localId={id} /> : <NewLead />}
      <LeadsNav />
    </Page>
  );
}

function NewLead() {
  const { t } = useTranslation('leads');
  const api = useLeadsApi();
  const [, navigate] = useLocation();
  const mobile = useQueryParam('mobile') ?? '';
  const reason = useQueryParam('reason');
  return (
    <>
      <h1 id={HEADING_ID} className="fp-heading">
        {t('detail.newHeading')}
      </h1>
      {reason === 'notFound' && (
        <p className="fp-form-alert" role="alert">
          {t('detail.notFound')}
        </p>
      )}
      {reason === 'offline' && <p className="fp-note">{t('detail.offlineByHand')}</p>}
      <p className="fp-note">{t('detail.newIntro')}</p>
      <ContactForm
        initial={{ mobile }}
        labelledBy={HEADING_ID}
        submitLabel={t('detail.create')}
        save={async (values) => {
          const captured = await api.captureLead.execute({ source: 'manual', ...contactOf(values) });
          if (captured.ok) navigate(hrefOf('/custDetailInfoPage', undefined, { id: captured.value.lead.localId, ...(captured.value.existing ? { existing: '1' } : {}) }), { replace: true });
          return captured;
        }}
      />
    </>
  );
}

function ExistingLead({ localId }: { readonly localId: string }) {
  const { t } = useTranslation('leads');
  const { lead, loaded } = useLead(localId);
  if (!lead) {
    return (
      <>
        <h1 id={HEADING_ID} className="fp-heading">
          {t('title.detail')}
        </h1>
        <p className="fp-note" role="status">
          {loaded ? t('detail.missing') : t('list.loading')}
        </p>
      </>
    );
  }
  return <LeadSheet key={lead.localId} lead={lead} />;
}

function LeadSheet({ lead }: { readonly lead: LeadView }) {
  const { t } = useTranslation('leads');
  const api = useLeadsApi();
  const existing = useQueryParam('existing') === '1';
  const lookup = useBadgeLookup(lead);
  const notFound = lead.fields.name === undefined && (lookup.state === 'notFound' || lead.failure?.code === 'CUSTOMER.NOT_FOUND');
  const who =
    lead.fields.name ??
    (lookup.state === 'found'
      ? lookup.visitor.name
      : lead.fields.badgeCode
        ? t('lead.badgeOnly', { code: lead.fields.badgeCode })
        : lead.fields.mobile
          ? t('lead.mobileOnly', { mobile: lead.fields.mobile })
          : t('lead.unnamed'));
  // A mobile typed with no network: kept as a lookup, the registered visitor's details come on sync.
  const awaitingLookup = lead.fields.source === 'mobile' && lead.fields.name === undefined && lead.serverId === undefined && !notFound;
  return (
    <>
      <h1 id={HEADING_ID} className="fp-heading">
        {who}
      </h1>
      {existing && (
        <p className="fp-notice" role="status">
          {t('detail.existing')}
        </p>
      )}
      <SyncLine lead={lead} />
      {awaitingLookup && <p className="fp-note">{t('detail.mobileLookup')}</p>}
      <LeadFacts lead={lead} lookup={lookup} />
      {notFound && (
        <section className="fp-ld-section" aria-labelledby="fp-ld-contact-heading">
          <h2 id="fp-ld-contact-heading" className="fp-subheading">
            {t('detail.byHandHeading')}
          </h2>
          <p className="fp-form-alert" role="alert">
            {t('detail.notFound')}
          </p>
          <ContactForm
            initial={{}}
            labelledBy="fp-ld-contact-heading"
            submitLabel={t('detail.saveDetails')}
            save={(values) => api.editLead.execute({ localId: lead.localId, patch: { source: 'manual', ...contactOf(values) } })}
          />
        </section>
      )}
      <section className="fp-ld-section" aria-labelledby="fp-ld-qualify-heading">
        <h2 id="fp-ld-qualify-heading" className="fp-subheading">
          {t('detail.qualifyHeading')}
        </h2>
        <QualificationForm lead={lead} labelledBy="fp-ld-qualify-heading" />
      </section>
      <section className="fp-ld-section" aria-labelledby="fp-ld-survey-heading">
        <h2 id="fp-ld-survey-heading" className="fp-subheading">
          {t('detail.surveyHeading')}
        </h2>
        <p className="fp-note">{lead.fields.survey && lead.fields.survey.answers.length > 0 ? t('detail.surveyAnswered', { count: lead.fields.survey.answers.length }) : t('detail.surveyNone')}</p>
        <Link href={hrefOf('/surveyPage', undefined, { id: lead.localId })} className="fp-button-link">
          {t('detail.surveyOpen')}
        </Link>
      </section>
    </>
  );
}

function SyncLine({ lead }: { readonly lead: LeadView }) {
  const { t } = useTranslation('leads');
  const api = useLeadsApi();
  const failureText = useSyncFailureText();
  const [said, setSaid] = useState<string | null>(null);
  const retry = useDebouncedSubmit(async () => {
    const result = await api.retryLeads.execute({ localId: lead.localId });
    if (result.ok) setSaid(t('detail.retried'));
  });
  return (
    <div className="fp-ld-sync-line" data-testid="lead-sync">
      <span>{t('detail.syncState')}</span>
      <SyncBadge sync={lead.sync} />
      {lead.failure && (
        <>
          <span className="fp-ld-failure">{failureText(lead.failure)}</span>
          <Button size="small" fill="outline" loading={retry.pending} onClick={retry.submit}>
            {t('detail.retry')}
          </Button>
        </>
      )}
      <FormStatus message={said} />
    </div>
  );
}
