// "Start from last edition's exhibits" (issue 30, design exhibitor.md §5.1 beyond): while a new exhibit is
// added, the company's exhibits of the last show, each offered as the start of this one. Taking one only
// fills the exhibit's form above (kept in the tab over a reload, like anything typed) and moves there;
// nothing is saved or sent until the exhibitor sends it for review, under the same maximum.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXHIBIT_CATEGORY_DICTIONARY } from '@fairpass/domain/exhibitor';
import type { LastEditionExhibit } from '@fairpass/domain/exhibitor-catalogue';
import type { ExhibitStart } from '../../../routes/exhibit-editor-part';
import { useDictionaryName } from '../../../ui/server-state/use-dictionary-name';
import { useShell } from '../../../ui/shell-context';
import { lastEditionQuery } from '../exhibitor-catalogue.queries';
import '../catalogue.css';

const startOf = (exhibit: LastEditionExhibit): ExhibitStart => ({
  name: exhibit.name,
  nameEn: exhibit.nameEn,
  category: exhibit.category,
  description: exhibit.description ?? '',
});

export function LastEditionExhibits({ onStart }: { readonly onStart: (start: ExhibitStart) => void }) {
  const { t, i18n } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const headingId = useId();
  const last = useQuery(lastEditionQuery(client));
  const [taken, setTaken] = useState('');
  const categoryName = useDictionaryName(EXHIBIT_CATEGORY_DICTIONARY);
  // an offer, not the page: without last edition's exhibits (none, or not read) the form is all there is
  if (!last.data || last.data.exhibits.length === 0) return null;
  const { edition, exhibits } = last.data;
  const en = i18n.language === 'en';
  const nameOf = (exhibit: LastEditionExhibit) => (en ? exhibit.nameEn : exhibit.name);
  const take = (exhibit: LastEditionExhibit) => {
    onStart(startOf(exhibit));
    setTaken(t('lastExhibits.taken', { edition, name: nameOf(exhibit) }));
  };
  return (
    <section className="fp-cat-last" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-subheading">
        {t('lastExhibits.heading', { edition })}
      </h2>
      <p className="fp-note">{t('lastExhibits.intro', { edition })}</p>
      <p className="fp-note" role="status">
        {taken}
      </p>
      <ul className="fp-cat-last__list">
        {exhibits.map((exhibit) => (
          <li key={exhibit.nameEn} className="fp-cat-last__quote">
            <strong>{nameOf(exhibit)}</strong>
            <span lang={en ? 'zh' : 'en'}>{en ? exhibit.name : exhibit.nameEn}</span>
            <span>{categoryName(exhibit.category)}</span>
            <Button block fill="outline" className="fp-secondary" onClick={() => take(exhibit)}>
              {t('lastExhibits.use', { name: nameOf(exhibit) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
