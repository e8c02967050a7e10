// An information page (hotels, traffic, the custom booth offer): its title and the organiser's HTML in
// the page's language, with when it was last updated.
import { localizedField } from '@fairpass/domain';
import { type InfoPage } from '@fairpass/domain/information';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/use-language';
import { useClockTimes } from '../../../ui/clock-time';
import { ArticleBody } from '../article-body';

export function InfoPageArticle({ page, headingId }: { readonly page: InfoPage; readonly headingId: string }) {
  const { t } = useTranslation('information');
  const clock = useClockTimes();
  const [language] = useLanguage();
  const title = localizedField(page, 'title', language);
  return (
    <>
      <h1 id={headingId} className="fp-heading">{title || t(`title.${page.kind}`)}</h1>
      <ArticleBody html={localizedField(page, 'content', language)} title={title} />
      <p className="fp-info__updated">{t('page.updated', { time: clock.at(page.updateTime) })}</p>
    </>
  );
}
