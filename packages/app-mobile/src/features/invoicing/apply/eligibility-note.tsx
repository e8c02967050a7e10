// Why an order cannot be invoiced, in the page's words (spec §5: only orders above 0 and in RMB; and
// only once paid, not refunded, and once unless the last application failed), with the way to what
// there is instead.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InvoiceEligibility } from '@fairpass/domain/invoicing';

export function EligibilityNote({ eligibility }: { readonly eligibility: InvoiceEligibility }) {
  const { t } = useTranslation('invoicing');
  const refusal = eligibility.refusal ?? 'not_paid';
  return (
    <>
      <p className="fp-form__error" role="alert">
        {t(`refusal.${refusal}`)}
      </p>
      {refusal === 'applied' && (
        <Link href="/invoice/history" className="fp-button-link">
          {t('apply.toHistory')}
        </Link>
      )}
    </>
  );
}
