// The rooms booked for visitors' parties and their car passes (issue 16), seeded from
// data/logistics.data.ts on reset() relative to the server clock: the show runs from yesterday to the
// day after tomorrow (Beijing days).
import { seedLogistics } from '../../data/logistics.data';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { PassRecord, RoomRecord, ShowDays } from './logistics-records';

export class LogisticsState {
  rooms: RoomRecord[] = [];
  passes: PassRecord[] = [];
  show: ShowDays = { firstDay: '', lastDay: '' };
  private sequence = 0;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const seed = seedLogistics(this.clock());
    this.rooms = seed.rooms;
    this.passes = seed.passes;
    this.show = seed.show;
    this.sequence = 0;
  }

  now(): number {
    return this.clock();
  }

  /** The server's today (Beijing). */
  today(): string {
    return beijingTime(this.clock()).slice(0, 10);
  }

  /** The owner's rooms on the exhibition, by check-in. */
  roomsOf(ownerUserId: string, exhibitionId: string): RoomRecord[] {
    return this.rooms.filter((r) => r.ownerUserId === ownerUserId && r.exhibitionId === exhibitionId).sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.roomId.localeCompare(b.roomId));
  }

  /** The owner's passes on the exhibition, newest first. */
  passesOf(ownerUserId: string, exhibitionId: string): PassRecord[] {
    return this.passes.filter((p) => p.ownerUserId === ownerUserId && p.exhibitionId === exhibitionId).sort((a, b) => b.createdAt - a.createdAt || b.passId.localeCompare(a.passId));
  }

  nextPassId(): string {
    this.sequence += 1;
    return `pass-${this.clock().toString(36)}-${this.sequence}`;
  }
}
