// How /payTransition polls `order/payStatus` after the client's result: bounded, with backoff (WeChat's
// guidance: about every 1.5 s for about 15 s), then "processing" with a manual re-check, so a slow
// notification neither hangs the screen nor floods the server. Pure: the screen owns the timer.
import type { PaymentStatusReply } from './order.types';
import { paymentOutcomeOf, type PaymentOutcome } from './payment-outcome';

export interface PollPlan {
  /** The wait before the first re-check. */
  readonly firstDelayMs: number;
  /** Each wait is this many times the one before … */
  readonly growth: number;
  /** … up to this. */
  readonly maxDelayMs: number;
  /** Polling stops once the waits would add up past this. */
  readonly budgetMs: number;
}

/** 1.5 s, 1.9 s, 2.3 s, 2.9 s, 3 s, 3 s: six re-checks within 15 s. */
export const PAYMENT_POLL_PLAN: PollPlan = { firstDelayMs: 1_500, growth: 1.25, maxDelayMs: 3_000, budgetMs: 15_000 };

/** Every wait of the plan, in order. */
export const pollSchedule = (plan: PollPlan = PAYMENT_POLL_PLAN): readonly number[] => {
  const delays: number[] = [];
  let total = 0;
  for (let delay = plan.firstDelayMs; delay > 0; delay = Math.min(delay * plan.growth, plan.maxDelayMs)) {
    const wait = Math.round(delay);
    // A wait that rounds to nothing would never use up the budget.
    if (wait <= 0 || total + wait > plan.budgetMs) break;
    delays.push(wait);
    total += wait;
  }
  return delays;
};

/** The wait before re-check number `index` (from 0), or undefined once the plan is spent. */
export const pollDelayMs = (index: number, plan: PollPlan = PAYMENT_POLL_PLAN): number | undefined => pollSchedule(plan)[index];

export type PollStep =
  /** Show the outcome; stop polling. */
  | { readonly kind: 'done'; readonly outcome: Exclude<PaymentOutcome, 'pending'> }
  /** Still pending: ask again after the wait. */
  | { readonly kind: 'wait'; readonly delayMs: number }
  /** Still pending and the plan is spent: say "processing" and offer "I have paid" to check again. */
  | { readonly kind: 'processing' };

/**
 * What to do after an answer, given how many answers have come so far (this one included: the first
 * check is made at once, on arrival or on "I have paid").
 */
export const nextPollStep = (
  reply: Pick<PaymentStatusReply, 'orderStatus' | 'paymentStatus'>,
  answersSoFar: number,
  plan: PollPlan = PAYMENT_POLL_PLAN,
): PollStep => {
  const outcome = paymentOutcomeOf(reply);
  if (outcome !== 'pending') return { kind: 'done', outcome };
  const delayMs = pollDelayMs(Math.max(answersSoFar, 1) - 1, plan);
  return delayMs === undefined ? { kind: 'processing' } : { kind: 'wait', delayMs };
};

/**
 * The plan for WeChat Pay's Native channel (a QR code on a desktop page): the buyer may take minutes to
 * take out the phone and scan, so the page keeps re-checking with the same waits (growing to 3 s) for as
 * long as the order can be paid — `remainingSeconds` of the pay start — and only then says "processing".
 */
export const nativePollPlan = (remainingSeconds: number): PollPlan => ({ ...PAYMENT_POLL_PLAN, budgetMs: Math.max(0, Math.floor(remainingSeconds)) * 1000 });
