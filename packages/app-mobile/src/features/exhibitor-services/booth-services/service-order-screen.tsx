// /exhibitorSelfService/serviceOrder: booth services for one of the company's booths — furniture, power,
// cleaning, overtime — each at the server's current price (advance, then on-site) with its stock; the
// free-allowance meter counts shelves + rods against the booth's 10 / 20 / 30 as they are typed; the
// order is placed once (Idempotency-Key) and paid on the order's pay step; the company's service orders
// below with their states. The server prices everything: the page shows its figures and never a sum.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainError } from '@fairpass/domain';
import { allowanceMeter, basketLinesOf, basketRefusal, maxQuantityOf, type ServiceCatalogue, type ServiceGroup, type ServiceItem } from '@fairpass/domain/exhibitor-services';
import { formatMoney } from '@fairpass/domain/ticketing';
import { ChoiceGroup } from '../../../ui/form/choice-group';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { BookingPage } from '../booking-page';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useSession } from '../../../ui/use-session';
import { ChoiceSet, ReserveButton } from '../booking-parts';
import { useDraftState } from '../use-draft-state';
import { useRefusalText, useReserve } from '../use-reserve';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../exhibitor-services.css';

export default withServerState(ServiceOrderScreen);

const HEADING_ID = 'fp-es-services-heading';
const GROUPS = ['furniture', 'power', 'cleaning', 'overtime'] as const satisfies readonly ServiceGroup[];
const inputIdOf = (itemId: string) => `fp-es-q-${itemId}`;

function ServiceOrderScreen() {
  return (
    <BookingPage kind="service" texts="services" headingId={HEADING_ID} route="/exhibitorSelfService/serviceOrder">
      {(data) => (data.booths.length === 0 ? <NoBooth /> : <Basket catalogue={data} />)}
    </BookingPage>
  );
}

function NoBooth() {
  const { t } = useTranslation('exhibitor-services');
  return <p className="fp-notice">{t('services.noBooth')}</p>;
}

type BasketDraft = { readonly boothNo: string; readonly quantities: Readonly<Record<string, string>> };

function Basket({ catalogue }: { readonly catalogue: ServiceCatalogue }) {
  const { t, i18n } = useTranslation('exhibitor-services');
  const userId = useSession((s) => s.user?.userId ?? '');
  const [draft, change, forget] = useDraftState<BasketDraft>(`exhibitorServices.service.${userId}`, () => ({ boothNo: catalogue.booths[0]?.boothNo ?? '', quantities: {} }));
  const [alert, setAlert] = useState<string | null>(null);
  const [invalidItem, setInvalidItem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reserve = useReserve('service');
  const refusalText = useRefusalText();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const booth = catalogue.booths.find((b) => b.boothNo === draft.boothNo) ?? catalogue.booths[0];
  const counts = Object.fromEntries(Object.entries(draft.quantities).map(([id, text]) => [id, /^\d+$/.test(text.trim()) ? Number(text) : 0]));
  const lines = basketLinesOf(catalogue.items, counts);
  const meter = booth ? allowanceMeter(booth, catalogue.items, lines) : undefined;

  const focusItem = (itemId: string | undefined) => {
    setInvalidItem(itemId ?? null);
    if (itemId) formRef.current?.querySelector<HTMLInputElement>(`#${inputIdOf(itemId)}`)?.focus();
  };

  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    setInvalidItem(null);
    const typo = catalogue.items.find((item) => (draft.quantities[item.id] ?? '').trim() !== '' && !/^\d+$/.test((draft.quantities[item.id] ?? '').trim()));
    if (typo) {
      setAlert(t('common.outOfRange', { min: 0, max: maxQuantityOf(typo.id) }));
      return focusItem(typo.id);
    }
    const refusal = basketRefusal(catalogue, lines, language);
    if (refusal) {
      setAlert(refusal.code === 'VALIDATION.REQUIRED' ? t('common.chooseSomething') : refusalText(new DomainError(refusal.code, undefined, undefined, { params: refusal.params ?? {} })));
      return focusItem(refusal.itemId ?? catalogue.items[0]?.id);
    }
    const placed = await reserve({ kind: 'service', boothNo: booth?.boothNo ?? '', lines }, forget);
    if (!placed.ok) setAlert(refusalText(placed.error));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form ref={formRef} className="fp-es-form" noValidate onSubmit={onSubmit} aria-labelledby={HEADING_ID}>
      <ChoiceSet id="fp-es-booth" legend={t('services.booth')}>
        <ChoiceGroup
          kind="single"
          options={catalogue.booths.map((b) => ({ value: b.boothNo, label: t('services.boothOption', { boothNo: b.boothNo, hall: b.hallNo, area: b.areaM2 }) }))}
          chosen={booth ? [booth.boothNo] : []}
          onChange={(next) => change({ boothNo: next[0] ?? '' })}
          vertical
        />
      </ChoiceSet>
      {meter && (
        <section className="fp-es-meter" aria-labelledby="fp-es-meter-heading">
          <h2 id="fp-es-meter-heading" className="fp-field__label">
            {t('services.meterHeading')}
          </h2>
          <p aria-live="polite">{t('services.meter', { limit: meter.limit, used: meter.used, inBasket: meter.inBasket, left: meter.left })}</p>
          {meter.charged > 0 && <p>{t('services.meterCharged', { count: meter.charged })}</p>}
        </section>
      )}
      {GROUPS.map((group) => {
        const items = catalogue.items.filter((item) => item.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`fp-es-group-${group}`}>
            <h2 id={`fp-es-group-${group}`} className="fp-subheading">
              {t(`services.groups.${group}`)}
            </h2>
            <ul className="fp-list">
              {items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  value={draft.quantities[item.id] ?? ''}
                  invalid={invalidItem === item.id}
                  onChange={(value) => change({ quantities: { ...draft.quantities, [item.id]: value } })}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <ReserveButton pending={pending} alert={alert} />
    </form>
  );
}

function ItemRow({ item, value, invalid, onChange }: { readonly item: ServiceItem; readonly value: string; readonly invalid: boolean; readonly onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation('exhibitor-services');
  const en = i18n.language === 'en';
  const name = en && item.nameEn ? item.nameEn : item.name;
  const unit = en && item.unitEn ? item.unitEn : item.unit;
  const id = inputIdOf(item.id);
  return (
    <li className="fp-item fp-es-row">
      <div>
        <label htmlFor={id} className="fp-item__name">
          {name}
        </label>
        <ul className="fp-item__facts">
          <li>{t('common.price', { price: formatMoney({ amount: item.price, currency: 'CNY' }), unit })}</li>
          {item.soldOut ? <li className="fp-badge fp-badge--off">{t('common.soldOut')}</li> : item.remaining !== undefined && <li>{t('common.left', { count: item.remaining })}</li>}
          <li>{t('common.deadline', { deadline: item.deadline.slice(0, 16) })}</li>
        </ul>
      </div>
      <input
        id={id}
        className="fp-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={t('services.quantity', { name })}
        aria-invalid={invalid || undefined}
        value={value}
        placeholder="0"
        disabled={item.soldOut && value === ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </li>
  );
}
