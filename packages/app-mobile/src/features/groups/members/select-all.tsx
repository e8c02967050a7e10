// Choosing many members at once (issue 29): one tick box for every member shown (ticked, unticked or
// partly), and, once they are all chosen while the filter lists more (or more than one action may name),
// the choice of every member the filter lists — sent as the filter and its count, not as ids.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMITS, pageChoice, type MemberSelection } from '@fairpass/domain/groups';

export interface SelectAllProps {
  readonly selection: MemberSelection;
  readonly shownIds: readonly string[];
  /** How many members the filter lists. */
  readonly total: number;
  readonly onShown: (on: boolean) => void;
  readonly onWholeFilter: () => void;
}

export function SelectAll({ selection, shownIds, total, onShown, onWholeFilter }: SelectAllProps) {
  const { t } = useTranslation('groups');
  const box = useRef<HTMLInputElement>(null);
  const choice = pageChoice(selection, shownIds);
  useEffect(() => {
    if (box.current) box.current.indeterminate = choice === 'some';
  }, [choice]);
  if (shownIds.length === 0) return null;
  const offerWhole = selection.kind === 'members' && choice === 'all' && (total > shownIds.length || shownIds.length > GROUP_LIMITS.bulkMax);
  return (
    <div className="fp-gp-select-all">
      <label className="fp-gp-select-all__shown">
        <input ref={box} type="checkbox" className="fp-gp-member__box" checked={choice === 'all'} onChange={(event) => onShown(event.target.checked)} />
        <span>{t('members.chooseShown', { count: shownIds.length })}</span>
      </label>
      {offerWhole && (
        <button type="button" className="fp-gp-select-all__whole" onClick={onWholeFilter}>
          {t('members.chooseWhole', { count: total })}
        </button>
      )}
      {selection.kind === 'filter' && <p className="fp-gp-hint">{t('members.wholeChosen', { count: selection.count })}</p>}
    </div>
  );
}
