// A ticket type's sale state as a badge: on sale in green, the states that stop a purchase in red.
import { useTranslation } from 'react-i18next';
import type { SaleState } from '@fairpass/domain/ticketing';

export function SaleStateBadge({ state }: { readonly state: SaleState }) {
  const { t } = useTranslation('ticketing');
  return <span className={state === 'on_sale' ? 'fp-badge fp-badge--on' : 'fp-badge fp-badge--off'}>{t(`types.state.${state}`)}</span>;
}
