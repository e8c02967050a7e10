// An order's lines as the server priced them: name, quantity and amount; then the total.
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { type Order } from '@fairpass/domain/ticketing';
import { useLanguage } from '../../../ui/use-language';
import { moneyText } from '../money-text';

export function OrderLines({ order }: { readonly order: Pick<Order, 'lines' | 'total' | 'currency'> }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const money = (amount: string) => moneyText({ amount, currency: order.currency }, t('types.free'));
  return (
    <dl className="fp-summary">
      {order.lines.map((line) => (
        <div key={line.ticketTypeId} className="fp-summary__row">
          <dt>
            {localizedField(line, 'name', language)} {t('order.quantity', { count: line.quantity })}
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
