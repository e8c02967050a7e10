// A member's review state as a badge: approved green, not approved red, pending plain.
import { useTranslation } from 'react-i18next';
import { memberStateLabelKey, type MemberReviewState } from '@fairpass/domain/groups';
import '../../ui/list-blocks.css';

const TONE: Readonly<Record<MemberReviewState, string>> = { approved: 'fp-badge fp-badge--on', rejected: 'fp-badge fp-badge--off', pending: 'fp-badge' };

export function ReviewBadge({ state }: { readonly state: MemberReviewState }) {
  const { t } = useTranslation('groups');
  return <span className={TONE[state]}>{t(memberStateLabelKey(state))}</span>;
}
