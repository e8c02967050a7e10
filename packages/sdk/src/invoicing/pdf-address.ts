// An issued invoice's PDF is a signed address the app opens in the browser: it is passed on only when it
// leads to the API's own origin or to one on the client's redirect allowlist (the same check as every
// full-page jump, isSafeRedirect), so a tampered reply cannot send the buyer to a look-alike page.
import { isSafeRedirect, type InvoiceApplication, type InvoiceEligibility, type Page } from '@fairpass/domain';
import type { ClientSettings } from '../client-settings';

/** The origins a PDF address may lead to: the API's and the redirect allowlist's. */
export const pdfOriginsOf = (settings: ClientSettings): readonly string[] => [settings.apiBaseUrl, ...settings.allowedRedirectOrigins];

/** The application without its `pdfUrl` when that address is not on `origins`; else the very same application. */
export function withSafePdf(application: InvoiceApplication, origins: readonly string[]): InvoiceApplication {
  if (application.pdfUrl === undefined || isSafeRedirect(application.pdfUrl, origins)) return application;
  const { pdfUrl: _unsafe, ...rest } = application;
  return rest;
}

/** An eligibility whose latest application went through {@link withSafePdf}. */
export function eligibilityWithSafePdf(eligibility: InvoiceEligibility, origins: readonly string[]): InvoiceEligibility {
  const application = eligibility.application && withSafePdf(eligibility.application, origins);
  return application === eligibility.application ? eligibility : { ...eligibility, application };
}

/** Each record of a page through `check`. */
export const pageWith = <T>(page: Page<T>, check: (record: T) => T): Page<T> => ({ ...page, records: page.records.map(check) });
