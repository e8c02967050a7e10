// What changed in an exhibit since the organiser approved it (design exhibitor.md §5.1 beyond): each part
// that differs — names, category, description, images, video — as approved (struck) and now, against the
// approved exhibit the server keeps. Nothing shows for an exhibit never approved or unchanged.
import { useTranslation } from 'react-i18next';
import { EXHIBIT_CATEGORY_DICTIONARY } from '@fairpass/domain/exhibitor';
import { exhibitChanges, type ExhibitChangeField, type ExhibitMedia } from '@fairpass/domain/exhibitor-catalogue';
import type { EditedExhibit } from '../../../routes/exhibit-editor-part';
import { useDictionaryName } from '../../../ui/server-state/use-dictionary-name';

const LABELS = {
  name: 'exhibitChanges.field.name',
  nameEn: 'exhibitChanges.field.nameEn',
  category: 'exhibitChanges.field.category',
  description: 'exhibitChanges.field.description',
  images: 'exhibitChanges.field.images',
  video: 'exhibitChanges.field.video',
} as const satisfies Record<ExhibitChangeField, string>;

export function ExhibitChanges({ exhibit, media }: { readonly exhibit: EditedExhibit; readonly media: ExhibitMedia }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const categoryName = useDictionaryName(EXHIBIT_CATEGORY_DICTIONARY);
  // a category is shown by its name, compared by its code
  const shown = (field: ExhibitChangeField, value: string) => (field === 'category' && value !== '' ? categoryName(value) : value);
  const changes = exhibitChanges(media, { name: exhibit.name, nameEn: exhibit.nameEn, category: exhibit.category, description: exhibit.description ?? '' });
  if (!changes || changes.length === 0) return null;
  return (
    <section className="fp-cat-changes" aria-labelledby="fp-cat-exhibit-changes-heading">
      <h3 id="fp-cat-exhibit-changes-heading" className="fp-cat-media__title">
        {t('exhibitChanges.heading')}
      </h3>
      <p className="fp-note">{t('exhibitChanges.intro', { n: changes.length, time: (media.approved?.approvedAt ?? '').slice(0, 16) })}</p>
      <ul className="fp-cat-changes__list">
        {changes.map((change) => (
          <li key={change.field} className="fp-cat-changes__item">
            <h4 className="fp-cat-changes__field">{t(LABELS[change.field])}</h4>
            <div className="fp-cat-changes__pair">
              <div className="fp-cat-changes__side">
                <span className="fp-cat-changes__label">{t('changes.approved')}</span>
                <del lang={change.field === 'nameEn' ? 'en' : undefined}>{shown(change.field, change.approved) || t('changes.empty')}</del>
              </div>
              <div className="fp-cat-changes__side">
                <span className="fp-cat-changes__label">{t('changes.now')}</span>
                <ins lang={change.field === 'nameEn' ? 'en' : undefined}>{shown(change.field, change.now) || t('changes.empty')}</ins>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
