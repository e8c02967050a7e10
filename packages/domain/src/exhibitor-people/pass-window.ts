// Whether a company may apply for `count` more passes of a type now (design exhibitor.md §5.2 rule 1):
// the application window on the server's clock first ("证件申请已关闭", spec §8 "Document application
// closed"), then the quota ("证件数量已达上限", "Number of documents … reached the maximum"). Times
// compare as the wire writes them, `yyyy-MM-dd HH:mm:ss` Beijing time, which sorts as text.
import type { PassType } from './exhibitor-people.types';

export type PassRefusal =
  | { readonly code: 'DOCUMENT.APPLICATION_CLOSED'; readonly params: { readonly closesAt: string } }
  | { readonly code: 'LIMIT.MAX_DOCUMENTS'; readonly params: { readonly max: string; readonly left: string } };

/** Passes still free: quota − used, never below 0. */
export const passesLeft = (pass: Pick<PassType, 'quota' | 'used'>): number => Math.max(0, pass.quota - pass.used);

/** Whether the window is open at `serverTime` (the organiser may also close a type by hand). */
export const isWindowOpen = (pass: Pick<PassType, 'opensAt' | 'closesAt' | 'state'>, serverTime: string): boolean =>
  pass.state === 'open' && (pass.opensAt === '' || serverTime >= pass.opensAt) && (pass.closesAt === '' || serverTime <= pass.closesAt);

/** Why `count` more passes of `pass` cannot be applied for at `serverTime`, or undefined when they can. */
export function passRefusal(pass: Pick<PassType, 'quota' | 'used' | 'opensAt' | 'closesAt' | 'state'>, count: number, serverTime: string): PassRefusal | undefined {
  if (!isWindowOpen(pass, serverTime)) return { code: 'DOCUMENT.APPLICATION_CLOSED', params: { closesAt: pass.closesAt } };
  const left = passesLeft(pass);
  if (count > left) return { code: 'LIMIT.MAX_DOCUMENTS', params: { max: String(pass.quota), left: String(left) } };
  return undefined;
}
