// The catalogue entry "as it will print" (design exhibitor.md §5.1 beyond): the Chinese and the English
// column side by side as the printed catalogue sets them — logo, name, introduction, contact and phone —
// so a missing English text or an over-long introduction shows before the deadline, not in print.
import { useTranslation } from 'react-i18next';
import type { JournalFields } from '@fairpass/domain/exhibitor-catalogue';

export function EntryPreview({ fields, logo }: { readonly fields: JournalFields; readonly logo: string }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const columns = [
    { lang: 'zh', label: t('preview.zh'), name: fields.exhibitorJournalName, intro: fields.journalIntroduction, contact: t('preview.contactZh') },
    { lang: 'en', label: t('preview.en'), name: fields.exhibitorJournalEnName, intro: fields.journalEnIntroduction, contact: t('preview.contactEn') },
  ] as const;
  return (
    <section className="fp-cat-print" aria-labelledby="fp-cat-print-heading">
      <h2 id="fp-cat-print-heading" className="fp-subheading">
        {t('preview.heading')}
      </h2>
      <p className="fp-note">{t('preview.intro')}</p>
      <div className="fp-cat-print__page">
        {columns.map((column) => (
          <article key={column.lang} className="fp-cat-print__column" lang={column.lang} aria-label={column.label}>
            {logo ? <img className="fp-cat-print__logo" src={logo} alt="" /> : <span className="fp-cat-print__logo fp-cat-print__logo--none" aria-hidden="true" />}
            <h3 className="fp-cat-print__name">{column.name || t('preview.missing')}</h3>
            <p className="fp-cat-print__intro">{column.intro || t('preview.missing')}</p>
            <p className="fp-cat-print__contact">
              {column.contact}: {fields.journalContacts} · {fields.journalContactInformation}
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
