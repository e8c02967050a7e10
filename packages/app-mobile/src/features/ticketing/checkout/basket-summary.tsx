// The server's quote under the basket: each line's amount and discount, a note where the discount code
// does not apply (and why), and the total. Nothing here is computed on the phone.
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { discountNotes, formatMoney, type Quote } from '@fairpass/domain/ticketing';
import { useLanguage } from '../../../ui/use-language';
import { moneyText } from '../money-text';

export function BasketSummary({ quote }: { readonly quote: Quote }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const money = (amount: string) => ({ amount, currency: quote.currency });
  const notApplicable = new Set(discountNotes(quote).flatMap((note) => (note.ticketTypeId ? [note.ticketTypeId] : [])));
  return (
    <section className="fp-summary" aria-labelledby="fp-summary-heading" aria-live="polite">
      <h2 id="fp-summary-heading" className="fp-sr-only">
        {t('select.summary')}
      </h2>
      <dl>
        {quote.lines.map((line) => (
          <div key={line.ticketTypeId} className="fp-summary__row">
            <dt>
              {localizedField(line, 'name', language)} {t('order.quantity', { count: line.quantity })}
              {line.discountState === 'applied' && <p className="fp-summary__note">{t('select.lineDiscount', { amount: formatMoney(money(line.discount)) })}</p>}
              {notApplicable.has(line.ticketTypeId) && <p className="fp-summary__note">{t('select.discountNotApplicable')}</p>}
            </dt>
            <dd>{moneyText(money(line.amount), t('types.free'))}</dd>
          </div>
        ))}
        <div className="fp-summary__total">
          <dt>{t('select.total')}</dt>
          <dd>{moneyText(money(quote.total), t('types.free'))}</dd>
        </div>
      </dl>
      {quote.discountState === 'unknown' && <p className="fp-summary__note">{t('select.discountUnknown')}</p>}
      {quote.discountState === 'applied' && <p className="fp-summary__note">{t('select.discountApplied')}</p>}
    </section>
  );
}
