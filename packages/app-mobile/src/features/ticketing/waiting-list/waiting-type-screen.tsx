// /waitingList/:ticketTypeId (issue 28): one ticket type's waiting list or sale-start reminder, as this
// buyer stands with it — join a sold-out type's line with how many tickets, see one's place, buy the
// seats held for one before their time runs out (an order at the list price, paid on its page) or pass
// them on, leave; ask for an SMS at a type's sale start, or cancel it. What the type offers is the
// domain's waitingChoiceOf; every write carries an Idempotency-Key; a way back to the ticket types and to
// one's other entries is always there.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { hrefOf, localizedField, maskPhone, type Result, type DomainError } from '@fairpass/domain';
import { formatMoney, type TicketType } from '@fairpass/domain/ticketing';
import { WAITING_OFFER_HOURS, waitingChoiceOf, waitingQuantityErrors, waitingQuantityMax, type WaitingEntry } from '@fairpass/domain/waiting-list';
import { getWaitingList } from '@fairpass/sdk/waiting-list';
import { BackButton } from '../../../ui/back-button';
import { useClockTimes } from '../../../ui/clock-time';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { TICKETING_KEYS, ticketTypeQuery } from '../ticketing.queries';
import { useOfferCountdown } from './use-offer-countdown';
import { ENTRIES_REFRESH_MS, WAITING_KEYS, waitingEntriesQuery } from './waiting-list.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './waiting-list.css';

export default withServerState(WaitingTypeScreen);

const HEADING_ID = 'fp-wl-type-heading';

function WaitingTypeScreen() {
  const { t } = useTranslation('waiting-list');
  const { ticketTypeId = '' } = useParams<{ ticketTypeId: string }>();
  const { client } = useShell();
  const type = useQuery(ticketTypeQuery(client, ticketTypeId));
  const entries = useQuery({ ...waitingEntriesQuery(client), refetchInterval: ENTRIES_REFRESH_MS });
  const read = combineReads(type, entries);
  return (
    <QueryView query={read} heading={t('type.heading')} headingId={HEADING_ID} failureLinks={<TypesLink />}>
      {([found, list]) => <WaitingType type={found} entries={list} receivedAt={entries.dataUpdatedAt} />}
    </QueryView>
  );
}

function TypesLink() {
  const { t } = useTranslation('waiting-list');
  return (
    <Link href="/ticket-type" className="fp-way-on__link">
      {t('type.toTypes')}
    </Link>
  );
}

interface WaitingTypeProps {
  readonly type: TicketType;
  readonly entries: readonly WaitingEntry[];
  readonly receivedAt: number;
}

function WaitingType({ type, entries, receivedAt }: WaitingTypeProps) {
  const { t } = useTranslation('waiting-list');
  const [language] = useLanguage();
  const clock = useClockTimes();
  const [status, setStatus] = useState<string | null>(null);
  const choice = waitingChoiceOf(type, entries);
  // The latest entry of the type that has ended, to say what became of it.
  const last = entries.find((entry) => entry.ticketTypeId === type.id && entry.kind === 'seats');
  const name = localizedField(type, 'name', language);
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/ticket-type" />
      <h1 id={HEADING_ID} className="fp-heading">
        {t('type.heading')}
      </h1>
      <article className="fp-item" aria-labelledby="fp-wl-type-name">
        <div className="fp-item__head">
          <h2 id="fp-wl-type-name" className="fp-item__name">
            {name}
          </h2>
        </div>
        <ul className="fp-item__facts">
          <li>{t('type.listPrice', { price: formatMoney({ amount: type.price, currency: type.currency }) })}</li>
          {type.saleState === 'not_started' && <li>{t('type.saleStart', { time: clock.at(type.saleStartTime) })}</li>}
        </ul>
      </article>
      <FormStatus message={status} />
      {choice.kind === 'offered' && <OfferPanel entry={choice.entry} type={type} receivedAt={receivedAt} onStatus={setStatus} />}
      {choice.kind === 'waiting' && <WaitingPanel entry={choice.entry} onStatus={setStatus} />}
      {choice.kind === 'join' && (
        <>
          {last?.status === 'expired' && last.offerExpireTime && <p className="fp-note">{t('type.expired', { time: clock.at(last.offerExpireTime) })}</p>}
          {last?.status === 'ordered' && last.orderId && <OrderedNote orderId={last.orderId} />}
          <JoinForm type={type} onStatus={setStatus} />
        </>
      )}
      {choice.kind === 'remind' && <RemindForm type={type} onStatus={setStatus} />}
      {choice.kind === 'reminderSet' && <ReminderSet entry={choice.entry} onStatus={setStatus} />}
      {choice.kind === 'none' && <NotWaiting type={type} lastOrder={last?.status === 'ordered' ? last.orderId : undefined} />}
      <nav className="fp-way-on" aria-label={t('type.heading')}>
        <Link href="/ticket-type" className="fp-way-on__link">
          {t('type.toTypes')}
        </Link>
        <Link href="/waitingList" className="fp-way-on__link">
          {t('type.toList')}
        </Link>
      </nav>
    </Page>
  );
}

/** The session's mobile, masked, that the SMS goes to. */
function useNotifyPhone(): string {
  const phone = useSession((s) => s.user?.phone ?? '');
  return phone ? maskPhone(phone) : '';
}

/** After a write: the entries and the types read anew. */
function useRefresh(): () => Promise<void> {
  const queries = useQueryClient();
  return useCallback(async () => {
    await queries.invalidateQueries({ queryKey: WAITING_KEYS.all });
    await queries.invalidateQueries({ queryKey: TICKETING_KEYS.all });
  }, [queries]);
}

type StatusProps = { readonly onStatus: (message: string | null) => void };

function JoinForm({ type, onStatus }: { readonly type: TicketType } & StatusProps) {
  const { t } = useTranslation('waiting-list');
  const { client } = useShell();
  const refresh = useRefresh();
  const phone = useNotifyPhone();
  const max = Math.max(1, waitingQuantityMax(type));
  const options = Array.from({ length: max - Math.max(1, type.minPerOrder) + 1 }, (_, index) => {
    const count = Math.max(1, type.minPerOrder) + index;
    return { value: String(count), label: t('type.quantityOption', { count }) };
  });
  const intent = `waitingList.join.${type.id}`;
  const form = useForm<{ readonly quantity: string }, WaitingEntry>({
    initial: { quantity: options[0]?.value ?? '1' },
    validate: ({ quantity }) => waitingQuantityErrors(Number(quantity), { min: type.minPerOrder, max }),
    send: ({ quantity }, signal) => {
      const input = { ticketTypeId: type.id, quantity: Number(quantity) };
      return getWaitingList(client).joinWaitingList.execute(input, { idempotencyKey: writeKeyFor(intent, input), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (entry) => {
      onStatus(t('type.joined', { position: entry.position ?? 1 }));
      await refresh();
    },
  });
  return (
    <section aria-labelledby="fp-wl-how">
      <h2 id="fp-wl-how" className="fp-wl-subheading">
        {t('type.howHeading')}
      </h2>
      <ol className="fp-wl-how">
        <li>{t('type.how1')}</li>
        <li>{t('type.how2', { hours: WAITING_OFFER_HOURS })}</li>
        {phone && <li>{t('type.how3', { phone })}</li>}
      </ol>
      <Form form={form} label={t('type.join')}>
        {options.length > 1 && <RadioField form={form} name="quantity" id="fp-wl-quantity" label={t('type.quantity')} options={options} />}
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('type.join')} pendingLabel={t('type.joining')} />
      </Form>
    </section>
  );
}

function WaitingPanel({ entry, onStatus }: { readonly entry: WaitingEntry } & StatusProps) {
  const { t } = useTranslation('waiting-list');
  const phone = useNotifyPhone();
  const leave = useLeave(entry, t('type.left'), onStatus);
  return (
    <section className="fp-notice" aria-labelledby="fp-wl-waiting">
      <p id="fp-wl-waiting">{t('type.waiting', { position: entry.position ?? 1, count: entry.quantity ?? 1 })}</p>
      <p>{t('type.waitingNote', { phone: entry.notifyPhone || phone, hours: WAITING_OFFER_HOURS })}</p>
      <ConfirmedAction label={t('type.leave')} question={t('type.leaveQuestion')} keepLabel={t('type.leaveKeep')} run={leave} />
    </section>
  );
}

/** Leaving (or giving up an offer, or cancelling a reminder): null when done, else the message. */
function useLeave(entry: WaitingEntry, done: string, onStatus: StatusProps['onStatus']): () => Promise<string | null> {
  const { client } = useShell();
  const refresh = useRefresh();
  const failureMessage = useFailureMessage();
  return async () => {
    const intent = `waitingList.leave.${entry.entryId}`;
    const left = settleWriteKey(intent, await getWaitingList(client).leaveWaitingList.execute({ entryId: entry.entryId }, { idempotencyKey: writeKeyFor(intent, entry.entryId) }));
    if (!left.ok) return failureMessage(left.error);
    onStatus(done);
    await refresh();
    return null;
  };
}

function OfferPanel({ entry, type, receivedAt, onStatus }: { readonly entry: WaitingEntry; readonly type: TicketType; readonly receivedAt: number } & StatusProps) {
  const { t } = useTranslation('waiting-list');
  const [language] = useLanguage();
  const clock = useClockTimes();
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const user = useSession((s) => s.user);
  const over = useCallback(() => void queries.invalidateQueries({ queryKey: WAITING_KEYS.all }), [queries]);
  const countdown = useOfferCountdown(entry, receivedAt, over);
  const decline = useLeave(entry, t('type.declined'), onStatus);
  const intent = `waitingList.accept.${entry.entryId}`;
  // Each ticket's holder, where the type asks: the buyer's own details (what one offer's tickets are for).
  const attendees = type.attendeeFields.length === 0 ? [] : Array.from({ length: entry.quantity ?? 1 }, () => ({ ticketTypeId: type.id, values: holderValues(type, user) }));
  const form = useForm<Record<string, never>, { orderId: string }>({
    initial: {},
    validate: () => ({}),
    send: (_values, signal): Promise<Result<{ orderId: string }, DomainError>> =>
      getWaitingList(client)
        .acceptOffer.execute({ entryId: entry.entryId, attendees }, { idempotencyKey: writeKeyFor(intent, entry.entryId), signal })
        .then((sent) => settleWriteKey(intent, sent)),
    onSuccess: async ({ orderId }) => {
      await queries.invalidateQueries({ queryKey: WAITING_KEYS.all });
      await queries.invalidateQueries({ queryKey: TICKETING_KEYS.all });
      // The order's page is its pay step.
      navigate(hrefOf('/order/:orderId', { orderId }));
    },
  });
  const price = formatMoney({ amount: entry.price, currency: entry.currency });
  return (
    <section className="fp-wl-offer" aria-labelledby="fp-wl-offer-heading">
      <h2 id="fp-wl-offer-heading" className="fp-wl-offer__heading">
        {t('type.offeredHeading')}
      </h2>
      <p>{t('type.offered', { count: entry.quantity ?? 1, name: localizedField(entry, 'name', language), price })}</p>
      {entry.offerExpireTime && <p>{t('type.offerUntil', { time: clock.at(entry.offerExpireTime) })}</p>}
      <p className="fp-wl-offer__left">
        <span role="timer" aria-live="off">
          {t('type.offerLeft', { countdown: countdown.text })}
        </span>
      </p>
      {attendees.length > 0 && user?.name && <p>{t('type.holders', { name: user.name })}</p>}
      <Form form={form} label={t('type.buy')}>
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('type.buy')} pendingLabel={t('type.buying')} />
      </Form>
      <ConfirmedAction label={t('type.decline')} question={t('type.declineQuestion')} keepLabel={t('type.declineKeep')} run={decline} />
    </section>
  );
}

/** The buyer's own details for the fields a type asks of each holder (what the session knows). */
function holderValues(type: TicketType, user: { readonly name?: string; readonly phone?: string; readonly company?: string; readonly email?: string } | null | undefined): Record<string, string> {
  const known: Record<string, string | undefined> = { name: user?.name, phone: user?.phone, company: user?.company, email: user?.email };
  return Object.fromEntries(type.attendeeFields.flatMap((field) => (known[field.prop] ? [[field.prop, known[field.prop] as string]] : [])));
}

function OrderedNote({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation('waiting-list');
  return (
    <p className="fp-notice">
      {t('type.ordered')}{' '}
      <Link href={hrefOf('/order/:orderId', { orderId })} className="fp-link">
        {t('type.toOrder')}
      </Link>
    </p>
  );
}

function RemindForm({ type, onStatus }: { readonly type: TicketType } & StatusProps) {
  const { t } = useTranslation('waiting-list');
  const { client } = useShell();
  const clock = useClockTimes();
  const refresh = useRefresh();
  const phone = useNotifyPhone();
  const intent = `waitingList.remind.${type.id}`;
  const form = useForm<Record<string, never>, WaitingEntry>({
    initial: {},
    validate: () => ({}),
    send: (_values, signal) =>
      getWaitingList(client)
        .remindAtSaleStart.execute({ ticketTypeId: type.id }, { idempotencyKey: writeKeyFor(intent, type.id), signal })
        .then((sent) => settleWriteKey(intent, sent)),
    onSuccess: async () => {
      onStatus(t('type.reminderDone'));
      await refresh();
    },
  });
  return (
    <>
      <p className="fp-note">{t('type.remindIntro', { time: clock.at(type.saleStartTime), phone })}</p>
      <Form form={form} label={t('type.remind')}>
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('type.remind')} pendingLabel={t('type.reminding')} />
      </Form>
    </>
  );
}

function ReminderSet({ entry, onStatus }: { readonly entry: WaitingEntry } & StatusProps) {
  const { t } = useTranslation('waiting-list');
  const clock = useClockTimes();
  const cancel = useLeave(entry, t('type.reminderCancelled'), onStatus);
  return (
    <section className="fp-notice" aria-labelledby="fp-wl-reminder">
      <p id="fp-wl-reminder">{t('type.reminderSet', { time: clock.at(entry.saleStartTime) })}</p>
      <ConfirmedAction label={t('type.cancelReminder')} question={t('type.cancelReminderQuestion')} keepLabel={t('type.cancelReminderKeep')} run={cancel} />
    </section>
  );
}

function NotWaiting({ type, lastOrder }: { readonly type: TicketType; readonly lastOrder: string | undefined }) {
  const { t } = useTranslation('waiting-list');
  if (lastOrder) return <OrderedNote orderId={lastOrder} />;
  if (type.saleState === 'on_sale') {
    return (
      <>
        <p className="fp-note">{t('type.onSale')}</p>
        <Link href={hrefOf('/ticket-type/:id', { id: type.id })} className="fp-button-link">
          {t('type.toBuy')}
        </Link>
      </>
    );
  }
  return <p className="fp-note">{t('type.ended')}</p>;
}
