// /builder: the booth builder's filing. When one exists its state is shown (submitted, approved, or
// refused with the organiser's reason); a refused filing can be corrected and sent again, a new builder
// files here.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BuilderFiling } from '@fairpass/domain/information';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useClockTimes } from '../../../ui/clock-time';
import { InformationNav } from '../information-nav';
import { filingQuery } from '../information.queries';
import { BuilderForm } from './builder-form';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(BuilderScreen);

const HEADING_ID = 'fp-info-builder-heading';
const FORM_HEADING_ID = 'fp-info-builder-form-heading';

const TONE: Readonly<Record<BuilderFiling['state'], string>> = {
  submitted: 'fp-badge',
  approved: 'fp-badge fp-badge--on',
  rejected: 'fp-badge fp-badge--off',
};

function BuilderScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const filing = useQuery(filingQuery(client));
  return (
    <QueryView query={filing} heading={t('builder.heading')} headingId={HEADING_ID}>
      {(current) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('builder.heading')}</h1>
          {current ? <FilingState filing={current} /> : <p className="fp-note">{t('builder.intro')}</p>}
          {(!current || current.state === 'rejected') && (
            <section aria-labelledby={FORM_HEADING_ID}>
              <h2 id={FORM_HEADING_ID} className="fp-subheading">{current ? t('builder.again') : t('builder.formHeading')}</h2>
              <BuilderForm key={current?.filingId ?? 'new'} filing={current ?? undefined} headingId={FORM_HEADING_ID} />
            </section>
          )}
          <InformationNav />
        </Page>
      )}
    </QueryView>
  );
}

function FilingState({ filing }: { readonly filing: BuilderFiling }) {
  const { t } = useTranslation('information');
  const clock = useClockTimes();
  return (
    <article className="fp-item fp-info__section" aria-labelledby="fp-info-filing-title" data-testid="filing-state">
      <div className="fp-item__head">
        <h2 id="fp-info-filing-title" className="fp-item__name">{filing.company}</h2>
        <span className={TONE[filing.state]}>{t(`builder.state.${filing.state}`)}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('builder.submittedAt', { time: clock.at(filing.submitTime) })}</li>
        <li>{t('builder.boothList', { booths: filing.boothNos.join(', ') })}</li>
        <li>{t('builder.contactList', { contacts: filing.contacts.map((contact) => contact.name).join(', ') })}</li>
        <li>{t('builder.documentCount', { count: filing.documents.length })}</li>
      </ul>
      {filing.state === 'rejected' && <p className="fp-form__error">{t('builder.rejected', { reason: filing.rejectReason ?? t('builder.noReason') })}</p>}
      {filing.state === 'submitted' && <p className="fp-note">{t('builder.inReview')}</p>}
    </article>
  );
}
