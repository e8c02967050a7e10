// A signed address the app opens in the browser (an invoice's PDF, a material's file) is passed on only
// when it leads to the API's own origin or to one on the client's redirect allowlist (the same check as
// every full-page jump, isSafeRedirect), so a tampered reply cannot send the user to a look-alike page.
import { isSafeRedirect, type Page } from '@fairpass/domain';
import type { ClientSettings } from '../client-settings';

/** The origins a signed address may lead to: the API's and the redirect allowlist's. */
export const addressOriginsOf = (settings: ClientSettings): readonly string[] => [settings.apiBaseUrl, ...settings.allowedRedirectOrigins];

/**
 * `record` without its address `field` when that address is not on `origins` — or with it as "" (the
 * domain's "none" for a plain text) when the domain types the field as a required string (`blank`);
 * else the very same record.
 */
export function withSafeAddress<T extends object, K extends keyof T & string>(record: T, field: K, origins: readonly string[], blank?: 'blank'): T {
  const address = (record as Record<string, unknown>)[field];
  if (address === undefined || (typeof address === 'string' && isSafeRedirect(address, origins))) return record;
  if (blank) return address === '' ? record : { ...record, [field]: '' };
  const { [field]: _unsafe, ...rest } = record as Record<string, unknown>;
  return rest as T;
}

/** Each record of a page through `check`. */
export const pageWith = <T>(page: Page<T>, check: (record: T) => T): Page<T> => ({ ...page, records: page.records.map(check) });
