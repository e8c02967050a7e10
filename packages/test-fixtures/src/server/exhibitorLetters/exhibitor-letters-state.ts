// The exhibitor's letters of `demo` (issue 31): invitation templates (the organiser's and each company's
// own) and their pictures, visa letters, and each company's check-in, seeded from
// data/exhibitor-letters.data.ts on reset() relative to the server clock.
import { createHmac } from 'node:crypto';
import { checkinOpensInDays, EXHIBITOR_LETTERS_SEED, seedTemplates, seedVisas, type TemplateSeed, type VisaSeed } from '../../data/exhibitor-letters.data';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { StateHost } from '../kit/state-slice';
import { shiftDay } from './exhibitor-letters-rules';

const DAY = 86_400_000;
const CODE_KEY = 'fairpass-contract-server-checkin-key';

export interface TemplateRecord extends TemplateSeed {
  pictureUrl: string;
  updatedAt: string;
}

export interface VisaRecord extends Omit<VisaSeed, 'expiryMonthsAfterShow' | 'state'> {
  id: string;
  number: string;
  state: 'submitted' | 'reviewing' | 'issued' | 'rejected';
  passportExpiry: string;
  arrival: string;
  departure: string;
  submittedAt: string;
  /** When the organiser began to review it, and when it was issued or refused ('' until then). */
  reviewedAt: string;
  decidedAt: string;
  /** When it was issued ('' if never): a letter once issued keeps its verification page, which says whether it still stands. */
  issuedAt: string;
}

export class ExhibitorLettersState {
  templates: TemplateRecord[] = [];
  pictures = new Map<string, { deptId: string; contentType: string; bytes: Buffer }>();
  visas: VisaRecord[] = [];
  checkedIn = new Map<string, string>();
  show = { firstDay: '', lastDay: '' };
  private sequence = 0;

  constructor(
    readonly host: StateHost,
    private readonly clock: Clock,
  ) {
    this.reset();
  }

  reset(): void {
    const now = this.clock();
    this.sequence = 0;
    const first = beijingTime(now + EXHIBITOR_LETTERS_SEED.showStartsInDays * DAY).slice(0, 10);
    this.show = { firstDay: first, lastDay: shiftDay(first, { days: EXHIBITOR_LETTERS_SEED.showDays - 1 }) };
    this.templates = seedTemplates().map((t) => ({ ...t, pictureUrl: '', updatedAt: beijingTime(now - DAY) }));
    this.pictures = new Map();
    this.checkedIn = new Map();
    this.visas = seedVisas().map(({ expiryMonthsAfterShow, ...seed }) => ({
      ...seed,
      id: this.nextId('visa'),
      number: `VL-${first.slice(0, 4)}-${String(this.sequence).padStart(6, '0')}`,
      passportExpiry: shiftDay(this.show.lastDay, { months: expiryMonthsAfterShow }),
      arrival: shiftDay(this.show.firstDay, { days: -2 }),
      departure: shiftDay(this.show.lastDay, { days: 2 }),
      submittedAt: beijingTime(now - 5 * DAY),
      reviewedAt: beijingTime(now - 4 * DAY),
      decidedAt: seed.state === 'reviewing' ? '' : beijingTime(now - 3 * DAY),
      issuedAt: seed.state === 'issued' ? beijingTime(now - 3 * DAY) : '',
    }));
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(4, '0')}`;
  }

  now(): string {
    return beijingTime(this.clock());
  }

  epochNow(): number {
    return this.clock();
  }

  /** The check-in window: from 08:00 of build-up day to 18:00 of the show's last day. */
  windowOf(deptId: string): { opensAt: string; closesAt: string } {
    const opensDay = beijingTime(this.clock() + checkinOpensInDays(deptId) * DAY).slice(0, 10);
    return { opensAt: `${opensDay} 08:00:00`, closesAt: `${this.show.lastDay} 18:00:00` };
  }

  /** The company's check-in code, signed so the desk can tell a real one. */
  codeOf(deptId: string): string {
    const sig = createHmac('sha256', CODE_KEY).update(`checkin:${deptId}`, 'utf8').digest('hex').slice(0, 12).toUpperCase();
    return `CK-${deptId}-${sig}`;
  }

  deptOfCode(code: string): string | undefined {
    const match = /^CK-(.+)-[0-9A-F]{12}$/.exec(code);
    return match?.[1] !== undefined && this.codeOf(match[1]) === code ? match[1] : undefined;
  }
}
