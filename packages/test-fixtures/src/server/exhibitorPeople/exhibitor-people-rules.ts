// The contract server's own copies of the exhibitor's people rules (design exhibitor.md §5.2 rules 1–3
// and 5), held to the domain's by exhibitor-people-rules.test.ts: the application window and quota, a
// holder's name (no placeholder such as "工作人员"), and which passes count against the quota.

export type Refusal = { code: 5102; closesAt: string } | { code: 5101; max: number; left: number };

export interface PassWindow {
  quota: number;
  used: number;
  opensAt: string;
  closesAt: string;
  state: 'open' | 'closed';
}

export const leftOf = (pass: Pick<PassWindow, 'quota' | 'used'>): number => Math.max(0, pass.quota - pass.used);

export const windowOpen = (pass: Pick<PassWindow, 'opensAt' | 'closesAt' | 'state'>, now: string): boolean =>
  pass.state === 'open' && (pass.opensAt === '' || now >= pass.opensAt) && (pass.closesAt === '' || now <= pass.closesAt);

/** Why `count` more passes cannot be applied for at `now` (the window first), or undefined. */
export function applicationRefusal(pass: PassWindow, count: number, now: string): Refusal | undefined {
  if (!windowOpen(pass, now)) return { code: 5102, closesAt: pass.closesAt };
  const left = leftOf(pass);
  return count > left ? { code: 5101, max: pass.quota, left } : undefined;
}

const PLACEHOLDERS = new Set(['staff', 'worker', 'exhibitor', '工作人员', '员工', '展商', '参展人员']);

export const isPlaceholderName = (name: string): boolean => PLACEHOLDERS.has(name.trim().toLowerCase());

export const countsAgainstQuota = (state: string): boolean => state !== 'rejected' && state !== 'lost';

/** The admin removes a pass not issued yet (or refused) and reports an issued one lost. */
export const removable = (state: string): boolean => state === 'incomplete' || state === 'reviewing' || state === 'rejected';
export const losable = (state: string): boolean => state === 'approved' || state === 'reissued';
/** Anyone listed may be invited to visit as a visitor, except on a pass reported lost (its reissue is the person's row now). */
export const invitable = (state: string): boolean => state !== 'lost';

/** An ID number masked for a list: the first 3 and the last 4 kept. */
export const maskId = (value: string): string => (value.length <= 7 ? value : `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`);

/** Extra passes are bought 1 to 20 at a time, at ¥200 each (ours). */
export const EXTRA_PASS_MAX = 20;
export const EXTRA_PASS_FEN = 20_000;
export const extraPassQuantityOk = (quantity: unknown): quantity is number => typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= EXTRA_PASS_MAX;
