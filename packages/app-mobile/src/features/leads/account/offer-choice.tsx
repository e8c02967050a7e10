// The packages on sale as cards to choose one from (a radio group): the name in the page's language,
// the server's price as it says it, the show period, and what it allows (one login at a time, or staff).
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { type LeadPackageType, type PackageOffer } from '@fairpass/domain/leads';
import { formatMoney } from '@fairpass/domain/ticketing';
import { Field } from '../../../ui/form/field';
import type { FieldBinding } from '../../../ui/form/use-form';
import { useLanguage } from '../../../ui/use-language';

export function OfferChoice({ form, offers, label }: { readonly form: FieldBinding; readonly offers: readonly PackageOffer[]; readonly label: string }) {
  const { t } = useTranslation('leads');
  const [language] = useLanguage();
  const chosen = form.values.packageType;
  return (
    <Field id="fp-la-offer" name="packageType" label={label} error={form.errors.packageType} group="radiogroup">
      <div className="fp-la-offers">
        {offers.map((offer) => {
          const id = `fp-la-offer-${offer.packageType}`;
          return (
            <label key={offer.packageType} className="fp-la-offer" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="packageType"
                value={offer.packageType}
                checked={chosen === offer.packageType}
                onChange={() => form.set('packageType', offer.packageType satisfies LeadPackageType)}
              />
              <span className="fp-la-offer__head">
                <span>{localizedField(offer, 'name', language)}</span>
                <span>{formatMoney({ amount: offer.price, currency: offer.currency })}</span>
              </span>
              <span className="fp-la-offer__facts">
                {t('account.package.period', { start: offer.periodStart, end: offer.periodEnd })}
                <br />
                {offer.maxConcurrentLogins === 1 ? t('account.buy.oneLogin') : t('account.buy.withStaff')}
              </span>
            </label>
          );
        })}
      </div>
    </Field>
  );
}
