// Everything the reach backend keeps (issue 16), seeded from data/reach.data.ts on reset() relative to the
// server clock then. Who registered through whom is read from these seeds and the entry-link writes
// (referrals.ts); the channel code of a registration is noted when the registration is made, from the
// request's Source-Code header.
import { seedReach } from '../../data/reach.data';
import type { Clock } from '../clock';
import type { OutboxMessage, ReferralRecord, SendRecord, SourceRecord } from './reach-records';
import { normaliseSourceCode } from './reach-rules';

export class ReachState {
  sources: SourceRecord[] = [];
  sends: SendRecord[] = [];
  seededReferrals: ReferralRecord[] = [];
  /** Registration user id → the channel code it came with (upper case). */
  registrationSources = new Map<string, string>();
  outbox: OutboxMessage[] = [];
  private nextSend = 1;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const seed = seedReach(this.clock());
    this.sources = seed.sources;
    this.sends = seed.sends;
    this.seededReferrals = seed.referrals;
    this.registrationSources = new Map(seed.registrationSources);
    this.outbox = [];
    this.nextSend = 1;
  }

  now(): number {
    return this.clock();
  }

  /** A fresh registration and the Source-Code header it came with ('' or absent: none). */
  noteRegistration(userId: string, sourceCode: string | undefined): void {
    const code = normaliseSourceCode(sourceCode ?? '');
    if (code !== '' && !this.registrationSources.has(userId)) this.registrationSources.set(userId, code);
  }

  sourcesOf(exhibitionId: string, ownerId: string): SourceRecord[] {
    return this.sources.filter((s) => s.exhibitionId === exhibitionId && s.ownerId === ownerId).sort((a, b) => b.createdAt - a.createdAt || a.code.localeCompare(b.code));
  }

  source(exhibitionId: string, code: string): SourceRecord | undefined {
    const wanted = normaliseSourceCode(code);
    return this.sources.find((s) => s.exhibitionId === exhibitionId && s.code === wanted);
  }

  /** The registrations (user ids) that came with the code. */
  registrationsWith(code: string): string[] {
    return [...this.registrationSources].filter(([, came]) => came === code).map(([userId]) => userId);
  }

  newSendId(): string {
    const id = `s${String(this.nextSend).padStart(4, '0')}`;
    this.nextSend += 1;
    return id;
  }

  send(sendId: string): SendRecord | undefined {
    return this.sends.find((s) => s.sendId === sendId);
  }
}
