// The account part of /minePage: who is logged in, the company, their part in the account, and the
// package — its type, show period and how it was paid; with none, a transfer in review (1–3 working
// days), a refused one with the organiser's reason, or the way to buy one (the admin's; staff ask them).
// The admin who bought it requests its fapiao through the invoicing screens (issue 29), as for any order.
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { hrefOf, maskPhone } from '@fairpass/domain';
import { buyRefusalOf, isSingleLogin, packageInvoiceOrderOf, type LeadAccount } from '@fairpass/domain/leads';
import { useSession } from '../../../ui/use-session';
import { useClockTimes } from '../../../ui/clock-time';

export function AccountSummary({ account }: { readonly account: LeadAccount }) {
  const { t } = useTranslation('leads');
  const name = useSession((s) => s.user?.name ?? '');
  const phone = useSession((s) => s.user?.phone ?? '');
  return (
    <section className="fp-la-block" aria-labelledby="fp-la-who">
      <h2 id="fp-la-who" className="fp-subheading">{t('account.mine.who')}</h2>
      <dl className="fp-la-facts">
        <div>
          <dt>{t('account.mine.name')}</dt>
          <dd>{name || '—'}{phone && <span className="fp-la-muted"> {maskPhone(phone)}</span>}</dd>
        </div>
        <div>
          <dt>{t('account.mine.company')}</dt>
          <dd>{account.company || '—'}</dd>
        </div>
        <div>
          <dt>{t('account.mine.role')}</dt>
          <dd>{t(`account.role.${account.role}`)}</dd>
        </div>
      </dl>
      <PackageSummary account={account} />
    </section>
  );
}

function PackageSummary({ account }: { readonly account: LeadAccount }) {
  const { t } = useTranslation('leads');
  const clock = useClockTimes();
  const active = account.package;
  if (active) {
    return (
      <div className="fp-la-package" data-package={active.packageType}>
        <h3 className="fp-la-package__name">
          {t(`account.package.${active.packageType}`)} <span className="fp-badge fp-badge--on">{t('account.package.active')}</span>
        </h3>
        <p>{t('account.package.period', { start: active.periodStart, end: active.periodEnd })}</p>
        <p>{t(`account.package.paidBy.${active.paidBy}`)}</p>
        {isSingleLogin(account) && <p className="fp-note">{t('account.package.singleLogin')}</p>}
        <PackageInvoice account={account} />
      </div>
    );
  }
  const transfer = account.transfer;
  const refusal = buyRefusalOf(account);
  return (
    <div className="fp-la-package">
      <h3 className="fp-la-package__name">
        {t('account.package.none')} <span className="fp-badge fp-badge--off">{t('account.package.inactive')}</span>
      </h3>
      {transfer?.state === 'in_review' && (
        <p className="fp-notice" role="status">
          {t('account.transfer.inReview', { time: clock.at(transfer.submitTime) })}
        </p>
      )}
      {transfer?.state === 'rejected' && (
        <p className="fp-form__error">{t('account.transfer.rejected', { reason: transfer.rejectReason ?? t('account.transfer.noReason') })}</p>
      )}
      {refusal === 'not_admin' ? (
        <p className="fp-note">{t('account.package.askAdmin')}</p>
      ) : transfer?.state === 'in_review' ? (
        <Link href="/transferDescPage" className="fp-link">
          {t('account.transfer.see')}
        </Link>
      ) : (
        <Link href="/buyAccTypePage" className="fp-button-link">
          {t('account.package.buy')}
        </Link>
      )}
    </div>
  );
}

/** The package's fapiao: the invoicing area's request for its order, and the headers kept there. */
function PackageInvoice({ account }: { readonly account: LeadAccount }) {
  const { t } = useTranslation('leads');
  const orderId = packageInvoiceOrderOf(account);
  if (orderId === undefined) return null;
  return (
    <div className="fp-la-invoice">
      <p className="fp-note">{t('account.package.invoiceNote')}</p>
      <Link href={hrefOf('/invoice/apply/:orderId', { orderId })} className="fp-button-link">
        {t('account.package.invoice')}
      </Link>
      <Link href="/invoiceHeaderManage" className="fp-link">
        {t('account.package.invoiceHeaders')}
      </Link>
    </div>
  );
}
