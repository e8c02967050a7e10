// One invoice application: the order, the header it was made out to, the amount, where it stands and,
// once issued, its number and the PDF (inside WeChat, the ways to keep it: ui/keep-file.tsx). The PDF's
// address is signed for minutes only, so opening, copying or mailing it asks the server for the
// application again and uses the address signed just now (issue 28: a page left open does not end on a
// 403); inside WeChat the mail goes by default to the e-mail the invoice itself is sent to.
import { useTranslation } from 'react-i18next';
import type { SignedFile } from '@fairpass/domain/files';
import { type InvoiceApplication } from '@fairpass/domain/invoicing';
import { formatMoney } from '@fairpass/domain/ticketing';
import { getInvoicing } from '@fairpass/sdk/invoicing';
import { KeepFile } from '../../../ui/keep-file';
import { clockText } from '../../../ui/clock-time';
import { useShell } from '../../../ui/shell-context';

const TONE: Readonly<Record<InvoiceApplication['status'], string>> = {
  applied: 'fp-badge',
  issuing: 'fp-badge',
  issued: 'fp-badge fp-badge--on',
  failed: 'fp-badge fp-badge--off',
  reversed: 'fp-badge fp-badge--off',
};

/** The e-mail the invoice goes to, if it goes by e-mail. */
const invoiceEmailOf = (application: InvoiceApplication): string | undefined =>
  application.language === 'en' ? application.english?.email : application.header?.delivery === 'email' ? application.header.deliverTo : undefined;

export function ApplicationCard({ application }: { readonly application: InvoiceApplication }) {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const fileName = `invoice-${application.invoiceNo ?? application.applicationId}.pdf`;
  const renew = async (): Promise<SignedFile | null> => {
    const again = await getInvoicing(client).fetchInvoice.execute({ applicationId: application.applicationId });
    return again.ok && again.value.pdfUrl ? { url: again.value.pdfUrl, fileName, expireTime: '' } : null;
  };
  const titleId = `fp-inv-app-${application.applicationId}`;
  const title = application.language === 'en' ? application.english?.companyName : application.header?.title;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          {title ?? t('orders.order', { orderNo: application.orderNo })}
        </h2>
        <span className="fp-item__price">{formatMoney({ amount: application.amount, currency: application.currency })}</span>
      </div>
      <ul className="fp-item__facts">
        <li>
          <span className={TONE[application.status]}>{t(`status.${application.status}`)}</span>
        </li>
        <li>{t('orders.order', { orderNo: application.orderNo })}</li>
        <li>{t(application.language === 'en' ? 'history.english' : 'history.chinese')}</li>
        {application.invoiceNo && <li>{t('history.invoiceNo', { invoiceNo: application.invoiceNo })}</li>}
        <li>{t('history.appliedAt', { time: clockText(application.applyTime) })}</li>
      </ul>
      {application.status === 'failed' && (
        <p className="fp-form__error">{t('history.failed', { reason: application.failReason ?? t('history.noReason') })}</p>
      )}
      {application.status === 'reversed' && <p className="fp-note">{t('history.reversed')}</p>}
      {application.pdfUrl && (
        <KeepFile file={{ url: application.pdfUrl, fileName, expireTime: '' }} downloadLabel={t('history.download')} openInNewTab renew={renew} email={invoiceEmailOf(application)} />
      )}
    </article>
  );
}
