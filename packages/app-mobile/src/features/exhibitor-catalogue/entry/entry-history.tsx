// The catalogue entry's versions handed in, newest first, each with the organiser's outcome (and the
// reason of a refusal), its time and the text it held (opened on request).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../ui/shell-context';
import { historyQuery } from '../exhibitor-catalogue.queries';

export function EntryHistory() {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const history = useQuery(historyQuery(client));
  return (
    <section aria-labelledby="fp-cat-history-heading">
      <h2 id="fp-cat-history-heading" className="fp-subheading">
        {t('history.heading')}
      </h2>
      {history.status === 'pending' && <p className="fp-note">{t('history.loading')}</p>}
      {history.status === 'error' && <p className="fp-form__error">{t('history.failed')}</p>}
      {history.status === 'success' &&
        (history.data.length === 0 ? (
          <p className="fp-note">{t('history.none')}</p>
        ) : (
          <ol className="fp-list fp-cat-history" aria-label={t('history.heading')}>
            {history.data.map((version) => (
              <li key={version.version} className="fp-item">
                <div className="fp-item__head">
                  <h3 className="fp-item__name">{t('history.version', { n: version.version })}</h3>
                  <span className={`fp-badge ${version.state === 'approved' ? 'fp-badge--on' : version.state === 'rejected' ? 'fp-badge--off' : ''}`}>{t(`history.state.${version.state}`)}</span>
                </div>
                <p className="fp-item__desc">{t('history.submittedAt', { time: version.submittedAt.slice(0, 16) })}</p>
                {version.rejectReason && <p className="fp-item__desc">{t('history.reason', { reason: version.rejectReason })}</p>}
                <details className="fp-cat-history__text">
                  <summary>{t('history.show')}</summary>
                  <p>{version.fields.exhibitorJournalName} / {version.fields.exhibitorJournalEnName}</p>
                  <p>{version.fields.journalIntroduction}</p>
                  {version.fields.journalEnIntroduction && <p lang="en">{version.fields.journalEnIntroduction}</p>}
                </details>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
