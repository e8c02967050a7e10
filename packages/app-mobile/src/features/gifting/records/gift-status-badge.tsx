// A gift's state as a badge: open (some claimed or none), all claimed, expired or cancelled.
import { useTranslation } from 'react-i18next';
import type { Gift } from '@fairpass/domain/gifting';

const TONE: Readonly<Record<Gift['status'], string>> = {
  pending: 'fp-badge',
  claimed: 'fp-badge fp-badge--on',
  expired: 'fp-badge fp-badge--off',
  cancelled: 'fp-badge fp-badge--off',
};

export function GiftStatusBadge({ gift }: { readonly gift: Pick<Gift, 'status' | 'claimedCount' | 'quantity'> }) {
  const { t } = useTranslation('gifting');
  const partly = gift.status === 'pending' && gift.claimedCount > 0;
  return <span className={TONE[gift.status]}>{partly ? t('status.partly', { claimed: gift.claimedCount, quantity: gift.quantity }) : t(`status.${gift.status}`)}</span>;
}
