// The check-in window (design exhibitor.md §2.6, §5.2 rule 10), on the server's clock: not open before
// build-up day, open, closed after; a notice the desk has scanned is checked in whatever the clock says.
import type { CheckinNotice } from './exhibitor-letters.types';

export type CheckinPhase = 'notOpen' | 'open' | 'closed' | 'checkedIn';

export function checkinPhase(notice: Pick<CheckinNotice, 'opensAt' | 'closesAt' | 'checkedInAt'>, serverTime: string): CheckinPhase {
  if (notice.checkedInAt !== '') return 'checkedIn';
  if (notice.opensAt !== '' && serverTime < notice.opensAt) return 'notOpen';
  if (notice.closesAt !== '' && serverTime > notice.closesAt) return 'closed';
  return 'open';
}

/** How many passes the notice says to collect, all types together. */
export const passesToCollectCount = (notice: Pick<CheckinNotice, 'passesToCollect'>): number =>
  notice.passesToCollect.reduce((sum, pass) => sum + pass.count, 0);
