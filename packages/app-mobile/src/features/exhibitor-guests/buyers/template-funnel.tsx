// The invitation funnel per template (beyond the anchors): for each invitation template the company's
// buyers were invited with or came through — the organiser's or its own — how many were invited,
// registered, were approved and entered, each step also as a share of the invited, most invited first.
// The titles are shown as the buyers saw them: filled with the company's facts in the page's language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fillSharePlaceholders, sharePlaceholderValues } from '@fairpass/domain';
import type { TemplateFunnelRow } from '@fairpass/domain/exhibitor-guests';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { templateFunnelQuery } from '../exhibitor-guests.queries';
import { FunnelTable } from './funnel-table';

export function TemplateFunnel() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const [language] = useLanguage();
  const funnel = useQuery(templateFunnelQuery(client));
  const values = funnel.data ? sharePlaceholderValues({ exhibitor: funnel.data.company }) : {};
  const titleOf = (row: TemplateFunnelRow) => fillSharePlaceholders(language === 'en' ? row.titleEn : row.titleZh, values);
  return (
    <section aria-labelledby="fp-eg-template-funnel-heading" aria-busy={funnel.isPending}>
      <h2 id="fp-eg-template-funnel-heading" className="fp-subheading">
        {t('funnel.templateHeading')}
      </h2>
      {funnel.isError && (
        <p className="fp-form__error" role="alert">
          {t('funnel.failed')}
        </p>
      )}
      {funnel.data && funnel.data.rows.length === 0 && <p className="fp-note">{t('funnel.templateNone')}</p>}
      {funnel.data && funnel.data.rows.length > 0 && (
        <FunnelTable
          caption={t('funnel.templateCaption')}
          source={t('funnel.template')}
          className="fp-eg-funnel--templates"
          rows={funnel.data.rows.map((row) => ({ ...row, key: row.templateId, label: `${titleOf(row)}${row.scope === 'mine' ? ` ${t('funnel.mine')}` : ''}` }))}
        />
      )}
    </section>
  );
}
