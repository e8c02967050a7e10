// "Start from last edition" (design exhibitor.md §5.1 beyond): the company's entry of the last show,
// offered above the form. Taking it fills the form with last year's text (kept in the tab over a reload,
// like anything typed); nothing is saved or submitted until the exhibitor saves the draft or submits.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JournalFields } from '@fairpass/domain/exhibitor-catalogue';
import { useShell } from '../../../ui/shell-context';
import { lastEditionQuery } from '../exhibitor-catalogue.queries';

export function LastEditionOffer({ onUse }: { readonly onUse: (fields: JournalFields, edition: string) => void }) {
  const { t, i18n } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const last = useQuery(lastEditionQuery(client));
  // an offer, not the page: without last edition's entry (none, or not read) the form is all there is
  if (!last.data?.fields) return null;
  const { edition, fields } = last.data;
  const en = i18n.language === 'en';
  return (
    <section className="fp-cat-last" aria-labelledby="fp-cat-last-heading">
      <h2 id="fp-cat-last-heading" className="fp-subheading">
        {t('lastEdition.heading', { edition })}
      </h2>
      <p className="fp-note">{t('lastEdition.intro', { edition })}</p>
      <blockquote className="fp-cat-last__quote" lang={en ? 'en' : 'zh'}>
        <strong>{en ? fields.exhibitorJournalEnName : fields.exhibitorJournalName}</strong>
        <span>{en ? fields.journalEnIntroduction : fields.journalIntroduction}</span>
      </blockquote>
      <Button block fill="outline" className="fp-secondary" onClick={() => onUse(fields, edition)}>
        {t('lastEdition.use', { edition })}
      </Button>
    </section>
  );
}
