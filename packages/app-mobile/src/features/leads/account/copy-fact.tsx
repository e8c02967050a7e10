// A bank detail to type into a banking app (the account number, the transfer's reference) with a copy
// button beside it: copied, it says so (aria-live); without clipboard access the value is selected for
// a long-press copy and the line says so.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CopyFactProps {
  readonly label: string;
  readonly value: string;
  /** The button's accessible name ("copy the account number"). */
  readonly copyLabel: string;
  /** Said once copied. */
  readonly copied: string;
}

export function CopyFact({ label, value, copyLabel, copied }: CopyFactProps) {
  const { t } = useTranslation('leads');
  const id = useId();
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(copied);
    } catch {
      const text = document.getElementById(id);
      const selection = window.getSelection();
      if (text && selection) {
        const range = document.createRange();
        range.selectNodeContents(text);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setSaid(t('account.transfer.copyByHand'));
    }
  };
  return (
    <div className="fp-la-copy">
      <dt>{label}</dt>
      <dd>
        <span id={id} className="fp-la-copy__value">
          {value}
        </span>
        <button type="button" className="fp-la-copy__button" aria-label={copyLabel} onClick={() => void copy()}>
          {t('account.transfer.copyShort')}
        </button>
        <span className="fp-la-copy__said" aria-live="polite">
          {said}
        </span>
      </dd>
    </div>
  );
}
