// What the three booking screens share: the price stage line, the submit button with the form's alert,
// and a fieldset of choices named by its legend.
import { Button } from '../../ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceCatalogue } from '@fairpass/domain/exhibitor-services';
import { FormAlert } from '../../ui/form/form-alert';
import '../../ui/form/form.css';

export function PriceStage({ catalogue }: { readonly catalogue: Pick<ServiceCatalogue, 'priceStage' | 'advanceUntil'> }) {
  const { t } = useTranslation('exhibitor-services');
  const until = catalogue.advanceUntil.slice(0, 10);
  return (
    <p className="fp-notice">
      {t(catalogue.priceStage === 'advance' ? 'common.advance' : 'common.onsite', { until })} {t('common.serverPrices')}
    </p>
  );
}

export function ReserveButton({ pending, alert }: { readonly pending: boolean; readonly alert: string | null }) {
  const { t } = useTranslation('exhibitor-services');
  return (
    <>
      <FormAlert message={alert} />
      <Button block type="submit" color="primary" size="large" className="fp-action" loading={pending} loadingText={t('common.reserving')} disabled={pending}>
        {t('common.reserve')}
      </Button>
    </>
  );
}

export function ChoiceSet({ id, legend, children }: { readonly id: string; readonly legend: string; readonly children: ReactNode }) {
  return (
    <fieldset className="fp-field fp-es-set" id={id} tabIndex={-1}>
      <legend className="fp-field__label">{legend}</legend>
      {children}
    </fieldset>
  );
}
