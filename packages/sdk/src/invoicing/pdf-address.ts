// An issued invoice's PDF is a signed address the app opens in the browser: it goes through the core's
// check of signed addresses (operations/safe-address.ts: the API's origin or the redirect allowlist).
import type { InvoiceApplication, InvoiceEligibility } from '@fairpass/domain/invoicing';
import { addressOriginsOf, pageWith, withSafeAddress } from '../operations/safe-address';

/** The origins a PDF address may lead to: the API's and the redirect allowlist's. */
export const pdfOriginsOf = addressOriginsOf;

export { pageWith };

/** The application without its `pdfUrl` when that address is not on `origins`; else the very same application. */
export const withSafePdf = (application: InvoiceApplication, origins: readonly string[]): InvoiceApplication =>
  withSafeAddress(application, 'pdfUrl', origins);

/** An eligibility whose latest application went through {@link withSafePdf}. */
export function eligibilityWithSafePdf(eligibility: InvoiceEligibility, origins: readonly string[]): InvoiceEligibility {
  const application = eligibility.application && withSafePdf(eligibility.application, origins);
  return application === eligibility.application ? eligibility : { ...eligibility, application };
}
