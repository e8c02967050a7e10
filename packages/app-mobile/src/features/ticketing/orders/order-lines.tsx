// An order's lines as the server priced them: name and quantity ("× 2"), the original unit price, the
// discount and the code that gave it, and each line's amount; then the total. Nothing is computed here.
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { formatMoney, isFree, type Order } from '@fairpass/domain/ticketing';
import { useLanguage } from '../../../ui/use-language';
import { moneyText } from '../money-text';

type Priced = Pick<Order, 'lines' | 'total' | 'currency'> & Partial<Pick<Order, 'discountCode'>>;

export function OrderLines({ order, labelledBy }: { readonly order: Priced; readonly labelledBy?: string }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const money = (amount: string) => moneyText({ amount, currency: order.currency }, t('types.free'));
  return (
    <dl className="fp-summary" {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}>
      {order.lines.map((line) => (
        <div key={line.ticketTypeId} className="fp-summary__row">
          <dt>
            {localizedField(line, 'name', language)} {t('order.quantity', { count: line.quantity })}
            {!isFree({ amount: line.unitPrice }) && <span className="fp-summary__note fp-tk-line-note">{t('order.unitPrice', { amount: formatMoney({ amount: line.unitPrice, currency: order.currency }) })}</span>}
            {line.discountState === 'applied' && !isFree({ amount: line.discount }) && (
              <span className="fp-summary__note fp-tk-line-note">
                {order.discountCode
                  ? t('order.lineDiscountWithCode', { amount: formatMoney({ amount: line.discount, currency: order.currency }), code: order.discountCode })
                  : t('order.lineDiscount', { amount: formatMoney({ amount: line.discount, currency: order.currency }) })}
              </span>
            )}
          </dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      <div className="fp-summary__total">
        <dt>{t('order.total')}</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}
