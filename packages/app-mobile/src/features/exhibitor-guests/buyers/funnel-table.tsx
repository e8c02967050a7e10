// The table both invitation funnels show (per way and per template): one row per source with how many
// were invited, then registered, approved and entered — each step also as a share of the invited.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { funnelShare } from '@fairpass/domain/exhibitor-guests';

const STEPS = ['registered', 'approved', 'entered'] as const;

export interface FunnelTableRow {
  readonly key: string;
  /** The row's heading: the way or the template, as the buyers saw it. */
  readonly label: ReactNode;
  readonly invited: number;
  readonly registered: number;
  readonly approved: number;
  readonly entered: number;
}

export function FunnelTable({ caption, source, rows, className }: { readonly caption: string; readonly source: string; readonly rows: readonly FunnelTableRow[]; readonly className?: string }) {
  const { t } = useTranslation('exhibitor-guests');
  return (
    <table className={className ? `fp-eg-funnel ${className}` : 'fp-eg-funnel'}>
      <caption className="fp-note">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{source}</th>
          <th scope="col">{t('funnel.invited')}</th>
          {STEPS.map((step) => (
            <th key={step} scope="col">
              {t(`funnel.${step}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.invited}</td>
            {STEPS.map((step) => (
              <td key={step}>{t('funnel.share', { count: row[step], share: funnelShare(row[step], row.invited) })}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
