// How a pass type and a holder's state read: the type's name in the page's language (the Chinese one
// when it has no English name), the state as a badge (approved green, refused or lost red).
import { useTranslation } from 'react-i18next';
import type { PassState, PassType } from '@fairpass/domain/exhibitor-people';
import '../../ui/list-blocks.css';

export function usePassName(): (pass: Pick<PassType, 'name' | 'nameEn'>) => string {
  const { i18n } = useTranslation('exhibitor-people');
  return (pass) => (i18n.language === 'en' && pass.nameEn ? pass.nameEn : pass.name);
}

const TONE: Readonly<Record<PassState, string>> = {
  incomplete: 'fp-badge',
  reviewing: 'fp-badge',
  approved: 'fp-badge fp-badge--on',
  rejected: 'fp-badge fp-badge--off',
  lost: 'fp-badge fp-badge--off',
  reissued: 'fp-badge fp-badge--on',
};

export function PassStateBadge({ state }: { readonly state: PassState }) {
  const { t } = useTranslation('exhibitor-people');
  return <span className={TONE[state]}>{t(`state.${state}`)}</span>;
}
