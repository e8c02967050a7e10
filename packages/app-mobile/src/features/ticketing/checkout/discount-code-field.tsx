// The discount code: typed, then applied with its button (or Enter), so the quote is not asked again on
// every key. What was typed stays; the applied code is the one the quote uses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function DiscountCodeField({ applied, onApply }: { readonly applied: string; readonly onApply: (code: string) => void }) {
  const { t } = useTranslation('ticketing');
  const [typed, setTyped] = useState(applied);
  const apply = () => onApply(typed.trim().toUpperCase());
  return (
    <div className="fp-tk-discount">
      <div className="fp-field">
        <label htmlFor="fp-tk-discount" className="fp-field__label">
          {t('select.discountCode')}
        </label>
        <input
          id="fp-tk-discount"
          className="fp-input"
          value={typed}
          placeholder={t('select.discountPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </div>
      <button type="button" className="fp-tk-stepper__button fp-tk-discount__apply" onClick={apply}>
        {t('select.applyDiscount')}
      </button>
    </div>
  );
}
