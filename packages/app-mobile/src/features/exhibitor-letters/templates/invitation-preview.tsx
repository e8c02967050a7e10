// An invitation as its guests will see it, in plain markup (never a canvas: WeChat cannot long-press
// one): the share card (title, one line of the body, the picture) and the poster (picture, title, body,
// the company). The text is filled with the company's facts through the domain's share placeholders.
import { useTranslation } from 'react-i18next';
import { fillSharePlaceholders, sharePlaceholderValues } from '@fairpass/domain';
import type { TemplateCompany, TemplateText } from '@fairpass/domain/exhibitor-letters';
import './invitation-preview.css';

export interface InvitationPreviewProps {
  readonly text: TemplateText;
  readonly company: TemplateCompany;
  readonly pictureUrl: string;
  readonly language: 'zh' | 'en';
  /** Only the share card (the lists), or the card and the poster (the editor). */
  readonly poster?: boolean;
}

export function InvitationPreview({ text, company, pictureUrl, language, poster = false }: InvitationPreviewProps) {
  const { t } = useTranslation('exhibitor-letters');
  const values = sharePlaceholderValues({ exhibitor: company });
  const title = fillSharePlaceholders(language === 'en' ? text.titleEn : text.titleZh, values);
  const body = fillSharePlaceholders(language === 'en' ? text.bodyEn : text.bodyZh, values);
  const companyName = language === 'en' ? company.fullEnName || company.fullName : company.fullName;
  return (
    <div className="fp-invite-preview" lang={language === 'en' ? 'en' : 'zh-CN'}>
      <figure className="fp-invite-card" aria-label={t('preview.card')}>
        <div className="fp-invite-card__text">
          <p className="fp-invite-card__title">{title}</p>
          <p className="fp-invite-card__body">{body}</p>
        </div>
        {pictureUrl ? <img className="fp-invite-card__picture" src={pictureUrl} alt="" width={64} height={64} /> : null}
      </figure>
      {poster ? (
        <figure className="fp-invite-poster" aria-label={t('preview.poster')}>
          {pictureUrl ? <img className="fp-invite-poster__picture" src={pictureUrl} alt="" /> : null}
          <p className="fp-invite-poster__title">{title}</p>
          <p className="fp-invite-poster__body">{body}</p>
          <p className="fp-invite-poster__company">{companyName}</p>
        </figure>
      ) : null}
    </div>
  );
}
