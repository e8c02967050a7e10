// "What changed since it was approved" (design exhibitor.md §5.1 beyond): after the organiser approved the
// entry, each field the draft or the version handed in since says differently, as approved and as it reads
// now, side by side in the language it prints in — so the exhibitor sees what the organiser will review again.
import { useTranslation } from 'react-i18next';
import { entryChanges, type CatalogueEntry, type EntryField } from '@fairpass/domain/exhibitor-catalogue';

const LABELS = {
  exhibitorJournalName: 'changes.field.name',
  exhibitorJournalEnName: 'changes.field.nameEn',
  journalIntroduction: 'changes.field.introduction',
  journalEnIntroduction: 'changes.field.introductionEn',
  journalContacts: 'changes.field.contacts',
  journalContactInformation: 'changes.field.phone',
} as const satisfies Record<EntryField, string>;
const ENGLISH: ReadonlySet<EntryField> = new Set(['exhibitorJournalEnName', 'journalEnIntroduction']);

export function EntryChanges({ entry }: { readonly entry: CatalogueEntry }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const changes = entryChanges(entry);
  if (!changes) return null;
  return (
    <section className="fp-cat-changes" aria-labelledby="fp-cat-changes-heading">
      <h2 id="fp-cat-changes-heading" className="fp-subheading">
        {t('changes.heading')}
      </h2>
      <p className="fp-note">
        {changes.length === 0 ? t('changes.none') : t('changes.intro', { n: changes.length, time: (entry.approvedAt ?? '').slice(0, 16) })}
      </p>
      {changes.length > 0 && (
        <ul className="fp-cat-changes__list">
          {changes.map((change) => {
            const lang = ENGLISH.has(change.field) ? 'en' : 'zh';
            return (
              <li key={change.field} className="fp-cat-changes__item">
                <h3 className="fp-cat-changes__field">{t(LABELS[change.field])}</h3>
                <div className="fp-cat-changes__pair">
                  <div className="fp-cat-changes__side">
                    <span className="fp-cat-changes__label">{t('changes.approved')}</span>
                    <del lang={lang}>{change.approved || t('changes.empty')}</del>
                  </div>
                  <div className="fp-cat-changes__side">
                    <span className="fp-cat-changes__label">{t('changes.now')}</span>
                    <ins lang={lang}>{change.now || t('changes.empty')}</ins>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
