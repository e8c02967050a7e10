// /exhibitorSelfService/translateBooking: interpreters for the show — a language pair (the server's
// list), days within the show, half or full day, 1–5 interpreters, notes — each day at least 3 days
// ahead on the server's clock (refused before sending with the day and its deadline, and by the server
// the same way); the server prices the booking; paid on the order's pay step; the company's bookings.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainError } from '@fairpass/domain';
import { epochOfWireTime, interpreterRefusal, INTERPRETER_NOTES_MAX, type InterpreterBooking, type InterpreterField, type ServiceCatalogue } from '@fairpass/domain/exhibitor-services';
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

export default withServerState(TranslateBookingScreen);

const HEADING_ID = 'fp-es-translation-heading';
const FIELD_IDS: Readonly<Record<InterpreterField, string>> = { languagePair: 'fp-es-pair', days: 'fp-es-days', count: 'fp-es-count', notes: 'fp-es-notes' };

function TranslateBookingScreen() {
  return (
    <BookingPage kind="translation" texts="translation" headingId={HEADING_ID} route="/exhibitorSelfService/translateBooking">
      {(data) => <BookingForm catalogue={data} />}
    </BookingPage>
  );
}

type Draft = { readonly languagePair: string; readonly days: readonly string[]; readonly duration: string; readonly count: string; readonly notes: string };

function BookingForm({ catalogue }: { readonly catalogue: ServiceCatalogue }) {
  const { t, i18n } = useTranslation('exhibitor-services');
  const userId = useSession((s) => s.user?.userId ?? '');
  const [draft, change, forget] = useDraftState<Draft>(`exhibitorServices.translation.${userId}`, () => ({ languagePair: '', days: [], duration: 'full', count: '1', notes: '' }));
  const [alert, setAlert] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<InterpreterField | null>(null);
  const reserve = useReserve('translation');
  const refusalText = useRefusalText();
  const en = i18n.language === 'en';
  const full = catalogue.items.find((item) => item.id === 'tr-full');
  const half = catalogue.items.find((item) => item.id === 'tr-half');

  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    setInvalid(null);
    const booking: InterpreterBooking = {
      languagePair: draft.languagePair,
      days: [...draft.days].sort(),
      duration: draft.duration === 'half' ? 'half' : 'full',
      count: /^\d+$/.test(draft.count.trim()) ? Number(draft.count) : Number.NaN,
      notes: draft.notes,
    };
    const refusal = interpreterRefusal(booking, catalogue.showDays, epochOfWireTime(catalogue.serverTime));
    if (refusal) {
      setInvalid(refusal.field);
      setAlert(refusalText(new DomainError(refusal.code, undefined, undefined, { params: refusal.params ?? {}, field: refusal.field })));
      document.getElementById(FIELD_IDS[refusal.field])?.focus();
      return;
    }
    const item = booking.duration === 'half' ? half : full;
    const placed = await reserve({ kind: 'translation', lines: [{ itemId: item?.id ?? '', quantity: 1 }], interpreter: booking }, forget);
    if (!placed.ok) setAlert(refusalText(placed.error));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="fp-es-form" noValidate onSubmit={onSubmit} aria-labelledby={HEADING_ID}>
      {full && half && (
        <p className="fp-note">
          {t('translation.price', { full: formatMoney({ amount: full.price, currency: catalogue.currency }), half: formatMoney({ amount: half.price, currency: catalogue.currency }) })}
        </p>
      )}
      <ChoiceSet id={FIELD_IDS.languagePair} legend={t('translation.languagePair')}>
        <ChoiceGroup
          kind="single"
          options={catalogue.languagePairs.map((pair) => ({ value: pair.value, label: en && pair.labelEn ? pair.labelEn : pair.label }))}
          chosen={draft.languagePair ? [draft.languagePair] : []}
          onChange={(next) => change({ languagePair: next[0] ?? '' })}
          vertical
        />
      </ChoiceSet>
      <ChoiceSet id={FIELD_IDS.days} legend={t('translation.days')}>
        <ChoiceGroup kind="multiple" options={catalogue.showDays.map((day) => ({ value: day, label: day }))} chosen={draft.days} onChange={(next) => change({ days: next })} vertical />
      </ChoiceSet>
      <ChoiceSet id="fp-es-duration" legend={t('translation.duration')}>
        <ChoiceGroup
          kind="single"
          options={[
            { value: 'full', label: t('translation.full') },
            { value: 'half', label: t('translation.half') },
          ]}
          chosen={[draft.duration]}
          onChange={(next) => change({ duration: next[0] ?? 'full' })}
        />
      </ChoiceSet>
      <div className="fp-field">
        <label htmlFor={FIELD_IDS.count} className="fp-field__label">
          {t('translation.count')}
        </label>
        <input
          id={FIELD_IDS.count}
          className="fp-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={invalid === 'count' || undefined}
          value={draft.count}
          onChange={(event) => change({ count: event.target.value })}
        />
      </div>
      <div className="fp-field">
        <label htmlFor={FIELD_IDS.notes} className="fp-field__label">
          {t('translation.notes')}
        </label>
        <textarea
          id={FIELD_IDS.notes}
          className="fp-textarea"
          maxLength={INTERPRETER_NOTES_MAX}
          aria-invalid={invalid === 'notes' || undefined}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </div>
      <ReserveButton pending={pending} alert={alert} />
    </form>
  );
}
