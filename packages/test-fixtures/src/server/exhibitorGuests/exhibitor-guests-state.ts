// The exhibitor's guests of `demo` (issue 31): each company's seeded buyers and its VIP invitations with
// the quota, seeded from data/exhibitor-guests.data.ts on reset() relative to the server clock.
import { EXHIBITOR_GUESTS_SEED, seedGuests, seedVips, type GuestSeed, type VipSeed } from '../../data/exhibitor-guests.data';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { StateHost } from '../kit/state-slice';
import type { ExhibitorState } from '../exhibitor/exhibitor-state';

const MINUTE = 60_000;

export interface GuestRecord extends Omit<GuestSeed, 'minutesAgo'> {
  id: string;
  at: number;
}

export interface VipRecord extends Omit<VipSeed, 'minutesAgo'> {
  id: string;
  at: number;
  /** The register link of this invitation: `vip-<id>`; a registration through it uses the quota. */
  registerLinkId: string;
  registeredAt?: number;
}

export class ExhibitorGuestsState {
  guests: GuestRecord[] = [];
  vips: VipRecord[] = [];
  quotas = new Map<string, number>();
  /**
   * The invitation template of each invitation its people sent (reach's sendId) and each registration
   * through a company's link (`reg-{userId}`): the company's default template when the server first saw it.
   */
  templateOf = new Map<string, string>();
  private sequence = 0;

  constructor(
    private readonly host: StateHost,
    private readonly clock: Clock,
  ) {
    this.reset();
  }

  reset(): void {
    const now = this.clock();
    this.sequence = 0;
    this.guests = seedGuests().map(({ minutesAgo, ...seed }) => ({ ...seed, id: this.nextId('guest'), at: now - minutesAgo * MINUTE }));
    this.vips = seedVips().map(({ minutesAgo, ...seed }) => {
      const id = this.nextId('vip');
      const at = now - minutesAgo * MINUTE;
      return { ...seed, id, at, registerLinkId: `vip-${id}`, ...(seed.state === 'registered' ? { registeredAt: at + 600 * MINUTE } : {}) };
    });
    this.quotas = new Map([[EXHIBITOR_GUESTS_SEED.deptId, EXHIBITOR_GUESTS_SEED.vipQuota]]);
    this.templateOf = new Map();
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(4, '0')}`;
  }

  epochNow(): number {
    return this.clock();
  }

  time(epochMs: number): string {
    return beijingTime(epochMs);
  }

  /** The company an approved login of it invites for, or ''. */
  deptOf(phone: string): string {
    const account = this.host.slice<ExhibitorState>('exhibitor').accountOf(phone);
    return account?.state === 'approved' ? account.deptId : '';
  }

  quotaOf(deptId: string): number {
    return this.quotas.get(deptId) ?? 0;
  }

  vipsOf(deptId: string): VipRecord[] {
    return this.vips.filter((v) => v.deptId === deptId).sort((a, b) => b.at - a.at);
  }
}
