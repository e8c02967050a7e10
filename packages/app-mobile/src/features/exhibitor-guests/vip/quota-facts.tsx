// The company's VIP places at a glance: places, used by registered VIPs, held by open invitations, left.
import { useTranslation } from 'react-i18next';
import type { VipQuota } from '@fairpass/domain/exhibitor-guests';

export function QuotaFacts({ quota }: { readonly quota: VipQuota }) {
  const { t } = useTranslation('exhibitor-guests');
  const facts = [
    ['quota', quota.quota],
    ['used', quota.used],
    ['reserved', quota.reserved],
    ['left', quota.left],
  ] as const;
  return (
    <ul className="fp-eg-quota" aria-label={t('vip.quotaLabel')} data-testid="vip-quota">
      {facts.map(([key, n]) => (
        <li key={key} data-testid={`vip-${key}`}>
          <span className="fp-eg-quota__value">{n}</span>
          <span className="fp-note">{t(`vip.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
