// A ticket type's quantity: a labelled number box with "one fewer" and "one more" buttons that stay
// focusable at their limits (aria-disabled), so the keyboard's focus never drops.
import { useTranslation } from 'react-i18next';
import { quantityFromInput } from './basket-lines';

export interface QuantityStepperProps {
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly max: number;
  readonly onChange: (quantity: number) => void;
}

export function QuantityStepper({ id, name, value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('ticketing');
  const step = (delta: number) => {
    const next = value + delta;
    if (next >= 0 && next <= max) onChange(next);
  };
  return (
    <div className="fp-tk-stepper">
      <button type="button" className="fp-tk-stepper__button" aria-label={t('select.decrease', { name })} aria-disabled={value <= 0} onClick={() => step(-1)}>
        −
      </button>
      <label className="fp-sr-only" htmlFor={id}>
        {t('select.quantity', { name })}
      </label>
      <input
        id={id}
        className="fp-tk-stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        onChange={(event) => onChange(quantityFromInput(event.target.value, max))}
      />
      <button type="button" className="fp-tk-stepper__button" aria-label={t('select.increase', { name })} aria-disabled={value >= max} onClick={() => step(1)}>
        +
      </button>
    </div>
  );
}
