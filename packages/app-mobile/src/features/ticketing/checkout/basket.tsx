// The basket of /ticket-type/select, /ticketAdd and /ticket-type/select/{orderId}: a quantity for each
// type on sale, a discount code, the server's quote, and the order placed (or the unpaid order changed)
// and paid. The domain's basket rules say at once why a basket cannot be bought; the server checks
// again. The basket is kept in session storage until the order exists. An unpaid order is shown above the
// basket, and a basket for types it already holds is offered to continue it (issue 28).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { localizedField, type DomainError } from '@fairpass/domain';
import { basketProblems, holdsBasketTypes, type TicketType } from '@fairpass/domain/ticketing';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { Page } from '../../../ui/page';
import { UnpaidOrderBanner, useUnpaidOrder } from '../../../ui/payment/unpaid-order';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { conflictNamesOf } from '../catalogue/conflict-names';
import { TicketTypeCard } from '../catalogue/ticket-type-card';
import { TicketingNav } from '../ticketing-nav';
import { keepBasket, readBasket } from './basket-draft';
import { linesOf, needsAttendees, type Quantities } from './basket-lines';
import { BasketSummary } from './basket-summary';
import { DiscountCodeField } from './discount-code-field';
import { QuantityStepper } from './quantity-stepper';
import { useHeldTickets } from './use-held-tickets';
import { usePlaceOrder } from './use-place-order';
import { useQuote } from './use-quote';

export type BasketMode = { readonly kind: 'new' } | { readonly kind: 'add' } | { readonly kind: 'change'; readonly orderId: string; readonly start: Quantities; readonly discountCode: string };

const HEADINGS = { new: 'select.heading', add: 'select.addHeading', change: 'select.changeHeading' } as const;

/** The most a stepper offers: the type's per-order maximum, lowered to what is left. */
const maxOf = (type: TicketType): number => Math.max(0, Math.min(type.maxPerOrder, type.remaining ?? type.maxPerOrder));

export function Basket({ types, mode }: { readonly types: readonly TicketType[]; readonly mode: BasketMode }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const userId = useSession((s) => s.user?.userId ?? '');
  const [basket, setBasket] = useState(() =>
    mode.kind === 'change' ? { quantities: mode.start, discountCode: mode.discountCode } : readBasket(exhibitionId, userId),
  );
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (mode.kind !== 'change') keepBasket(exhibitionId, userId, basket);
  }, [basket, exhibitionId, mode.kind, userId]);

  const onSale = types.filter((type) => type.saleState === 'on_sale');
  const lines = useMemo(() => linesOf(basket.quantities, onSale), [basket.quantities, onSale]);
  const quote = useQuote(lines, basket.discountCode);
  const held = useHeldTickets();
  const placeOrder = usePlaceOrder();
  // An order that already holds seats and waits for payment (issue 28): shown above the basket, and a
  // basket for the same types is offered to continue it rather than make a second order.
  const unpaid = useUnpaidOrder();
  const [offer, setOffer] = useState<'none' | 'shown'>('none');
  // "Order anew anyway": read by the submit that follows the tap, whatever render it closed over.
  const orderAnyway = useRef(false);
  const offersUnpaid = mode.kind !== 'change' && unpaid !== undefined && holdsBasketTypes(unpaid.order, lines);

  const setQuantity = (typeId: string, quantity: number) => {
    setAlert(null);
    setOffer('none');
    orderAnyway.current = false;
    setBasket((current) => ({ ...current, quantities: { ...current.quantities, [typeId]: quantity } }));
  };

  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    if (lines.length === 0) {
      setAlert(t('select.empty'));
      return;
    }
    const heldNow = mode.kind === 'change' ? [] : held;
    const [problem] = basketProblems(lines, { types, held: heldNow, now: Date.now(), language });
    if (problem) {
      setAlert(errorMessage(problem.code, problem.params));
      return;
    }
    if (offersUnpaid && !orderAnyway.current) {
      setOffer('shown');
      return;
    }
    if (mode.kind !== 'change' && needsAttendees(lines, types)) {
      navigate('/ticketRegistration');
      return;
    }
    const placed = await placeOrder({ lines, discountCode: basket.discountCode, ...(mode.kind === 'change' ? { orderId: mode.orderId } : {}) });
    if (!placed.ok) setAlert(failureMessage(placed.error));
  });

  const heading = t(HEADINGS[mode.kind]);
  const heldNames = held.map((holding) => localizedField({ name: holding.name ?? '', nameEn: holding.nameEn ?? '' }, 'name', language)).filter(Boolean);
  return (
    <Page labelledBy="fp-tk-basket-heading">
      <h1 id="fp-tk-basket-heading" className="fp-heading">{heading}</h1>
      {mode.kind === 'add' && heldNames.length > 0 && <p className="fp-note">{t('select.held', { names: heldNames.join('、') })}</p>}
      {mode.kind !== 'change' && unpaid && offer !== 'shown' && <UnpaidOrderBanner unpaid={unpaid} />}
      <form
        className="fp-form"
        aria-labelledby="fp-tk-basket-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ul className="fp-list">
          {onSale.map((type) => (
            <li key={type.id}>
              <TicketTypeCard type={type} conflictNames={conflictNamesOf(type, types, language)}>
                <QuantityStepper
                  id={`fp-tk-qty-${type.id}`}
                  name={localizedField(type, 'name', language)}
                  value={basket.quantities[type.id] ?? 0}
                  max={maxOf(type)}
                  onChange={(quantity) => setQuantity(type.id, quantity)}
                />
              </TicketTypeCard>
            </li>
          ))}
        </ul>
        <DiscountCodeField
          applied={basket.discountCode}
          onApply={(discountCode) => setBasket((current) => ({ ...current, discountCode }))}
        />
        {lines.length > 0 && quote.data && <BasketSummary quote={quote.data} />}
        {lines.length > 0 && quote.isFetching && !quote.data && <p className="fp-note" role="status">{t('select.quoting')}</p>}
        {/* One alert: the submit's own, else why the server would not price this basket (a conflict, a limit). */}
        <FormAlert message={alert ?? (quote.error && lines.length > 0 ? failureMessage(quote.error as DomainError) : null)} />
        {offer === 'shown' && unpaid && (
          <UnpaidOrderBanner unpaid={unpaid} title={t('select.sameTypesUnpaid')} payLabel={t('select.continueUnpaid')} announce>
            <button
              type="button"
              className="fp-link fp-tk-anyway"
              onClick={() => {
                orderAnyway.current = true;
                setOffer('none');
                submit();
              }}
            >
              {t('select.orderAnyway')}
            </button>
          </UnpaidOrderBanner>
        )}
        <SubmitButton pending={pending} label={mode.kind === 'change' ? t('select.saveChange') : t('select.submit')} pendingLabel={t('select.submitting')} />
      </form>
      <TicketingNav />
    </Page>
  );
}
