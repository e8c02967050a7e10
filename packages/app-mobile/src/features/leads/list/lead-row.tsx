// One lead in the list: who (the name, else the badge code or the mobile until the visitor is looked up), the company
// and mobile, its rating, tags, and its own sync state (with the reason when refused). Opens the lead.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import type { LeadView } from '@fairpass/sdk/leads';
import { SyncBadge, useSyncFailureText } from '../sync-state';

export const LeadRow = memo(function LeadRow({ lead }: { readonly lead: LeadView }) {
  const { t } = useTranslation('leads');
  const failureText = useSyncFailureText();
  const { fields } = lead;
  const who = fields.name ?? (fields.badgeCode ? t('lead.badgeOnly', { code: fields.badgeCode }) : fields.mobile ? t('lead.mobileOnly', { mobile: fields.mobile }) : t('lead.unnamed'));
  return (
    <li className="fp-item fp-ld-row" data-testid="lead-row">
      <div className="fp-item__head">
        <h2 className="fp-item__name">
          <Link href={hrefOf('/custDetailInfoPage', undefined, { id: lead.localId })} className="fp-item__link">
            {who}
          </Link>
        </h2>
        <span className={`fp-badge fp-ld-rating fp-ld-rating--${fields.rating}`}>{t(`rating.${fields.rating}`)}</span>
      </div>
      <ul className="fp-item__facts">
        {fields.company && <li>{fields.company}</li>}
        {fields.mobile && <li>{fields.mobile}</li>}
        {fields.tags.map((tag) => (
          <li key={tag} className="fp-ld-tag">
            {tag}
          </li>
        ))}
      </ul>
      <p className="fp-ld-row__sync">
        <SyncBadge sync={lead.sync} />
        {lead.failure && <span className="fp-ld-failure">{failureText(lead.failure)}</span>}
      </p>
    </li>
  );
});
