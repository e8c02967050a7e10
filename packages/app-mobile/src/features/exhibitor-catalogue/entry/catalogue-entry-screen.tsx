// /exhibitorSelfService/information/info (issue 30, design exhibitor.md §2.2): the company's show
// catalogue (会刊) entry — spec §3's journal fields. Where it stands (approved, refused with the reason,
// under review), the form to change it (kept as typed over a reload, and as a server draft on request),
// submitted once (Idempotency-Key), the entry "as it will print" in Chinese and English side by side, and
// the versions handed in with the organiser's outcome; after an approval, what the draft or the version
// handed in since changes, field by field. Under review, or after the deadline (the spec's
// "Submission of information is closed"), it is read-only. A login without the journal module reads the
// spec's "the exhibitor has not opened the permission" (the failure view, with its ways on).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entryEditable, submissionClosed, type CatalogueEntry } from '@fairpass/domain/exhibitor-catalogue';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { entryQuery } from '../exhibitor-catalogue.queries';
import { EntryChanges } from './entry-changes';
import { EntryEditor } from './entry-editor';
import { EntryHistory } from './entry-history';
import { EntryPreview } from './entry-preview';
import '../../../ui/screen-blocks.css';
import '../../../ui/list-blocks.css';
import '../catalogue.css';

export default withServerState(CatalogueEntryScreen);

const HEADING_ID = 'fp-cat-entry-heading';

function CatalogueEntryScreen() {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const entry = useQuery(entryQuery(client));
  return (
    <QueryView query={entry} heading={t('entry.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/exhibitorSelfService/information" />
          <h1 id={HEADING_ID} className="fp-heading">
            {t('entry.heading')}
          </h1>
          <EntryBody entry={value} />
          <EntryHistory />
        </Page>
      )}
    </QueryView>
  );
}

function EntryBody({ entry }: { readonly entry: CatalogueEntry }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const errorMessage = useErrorMessage();
  const closed = submissionClosed(entry.deadline, entry.serverTime);
  const shown = entry.draft ?? entry.entry;
  return (
    <>
      <p className={`fp-cat-state fp-cat-state--${entry.state}`} data-testid="entry-state">
        {t(`entry.state.${entry.state}`)}
        {entry.deadline && <span className="fp-cat-state__deadline">{t('entry.deadline', { time: entry.deadline.slice(0, 16) })}</span>}
      </p>
      {entry.state === 'rejected' && entry.rejectReason && <p className="fp-form__error">{t('entry.reason', { reason: entry.rejectReason })}</p>}
      <EntryChanges entry={entry} />
      {closed ? (
        <>
          <p className="fp-form__error" role="alert">
            {errorMessage('REGISTRATION.SUBMISSION_CLOSED')}
          </p>
          {shown && <EntryPreview fields={shown} logo={entry.journalLogo} />}
        </>
      ) : entryEditable(entry.state) ? (
        <EntryEditor entry={entry} />
      ) : (
        <>
          <p className="fp-note">{t('entry.underReview')}</p>
          {shown && <EntryPreview fields={shown} logo={entry.journalLogo} />}
        </>
      )}
    </>
  );
}
