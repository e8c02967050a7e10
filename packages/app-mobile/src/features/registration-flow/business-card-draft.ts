// What the business card told us, carried from /photo to /infoWap within this browser tab. It holds a
// name and contact details, so it stays in sessionStorage (gone with the tab) and never in the URL.
import type { BusinessCardScan } from '@fairpass/domain';

const KEY = 'fairpassBusinessCardDraft';

export type CardFields = Readonly<Record<string, string | undefined>>;

export function keepBusinessCard(scan: BusinessCardScan): void {
  sessionStorage.setItem(KEY, JSON.stringify({ ...scan.fields, businessCard: scan.url }));
}

export function businessCardFields(): CardFields {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Only text survives: the draft is data a page wrote, but storage is shared by the whole origin.
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string')) as CardFields;
  } catch {
    return {};
  }
}

export function forgetBusinessCard(): void {
  sessionStorage.removeItem(KEY);
}
