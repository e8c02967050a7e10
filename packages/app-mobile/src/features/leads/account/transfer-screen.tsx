// /transferDescPage: paying the package by corporate bank transfer — the receiving account, the bank,
// the remark to write (so the organiser can match the payment) and the amount of the chosen package, as
// the server says them; then the receipt (uploaded), an optional payer name and the request (one
// Idempotency-Key per receipt and package). After that the page shows where the request stands: in
// review (about 1–3 working days; asked again now and then and on "check again"), approved (the
// package), or refused with the organiser's reason and the way to send a new one.
import { Button } from '../../../ui/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isLeadPackageType, type BankTransferInfo, type LeadAccount, type LeadPackageType, type ReceiptUpload, type TransferRequest } from '@fairpass/domain/leads';
import { formatMoney } from '@fairpass/domain/ticketing';
import { getLeads } from '@fairpass/sdk/leads';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { LeadsNav } from '../leads-nav';
import { useShell } from '../../../ui/shell-context';
import { StatusResult } from '../../../ui/status-result';
import { useQueryParam } from '../../../ui/use-query-param';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { useClockTimes } from '../../../ui/clock-time';
import { ACCOUNT_KEYS, bankInfoQuery, leadAccountQuery } from './account.queries';
import { CopyFact } from './copy-fact';
import { OfferChoice } from './offer-choice';
import { ReceiptField } from './receipt-field';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './account.css';

export default withServerState(TransferScreen);

const HEADING_ID = 'fp-la-transfer-heading';

function TransferScreen() {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const account = useQuery(leadAccountQuery(client));
  const reads = combineReads(account, useQuery(bankInfoQuery(client)));
  return (
    <QueryView query={reads} heading={t('account.title.transfer')} headingId={HEADING_ID}>
      {([data, bank]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/buyAccTypePage" />
          <h1 id={HEADING_ID} className="fp-heading">{t('account.title.transfer')}</h1>
          <TransferState account={data} bank={bank} checking={account.isFetching} onCheck={() => void account.refetch()} />
          <LeadsNav />
        </Page>
      )}
    </QueryView>
  );
}

interface StateProps {
  readonly account: LeadAccount;
  readonly bank: BankTransferInfo;
  readonly checking: boolean;
  readonly onCheck: () => void;
}

function TransferState({ account, bank, checking, onCheck }: StateProps) {
  const { t } = useTranslation('leads');
  const clock = useClockTimes();
  if (account.package) {
    return (
      <>
        <div role="status">
          <StatusResult
            status="success"
            title={t(account.package.paidBy === 'transfer' ? 'account.transfer.approved' : 'account.buy.activeTitle')}
            description={t('account.package.period', { start: account.package.periodStart, end: account.package.periodEnd })}
          />
        </div>
        <Link href="/minePage" className="fp-button-link">
          {t('account.buy.toAccount')}
        </Link>
      </>
    );
  }
  if (account.role === 'staff') {
    return <p className="fp-la-warn">{t('account.buy.notAdmin')}</p>;
  }
  const transfer = account.transfer;
  if (transfer?.state === 'in_review') {
    return (
      <>
        <div role="status">
          <StatusResult status="waiting" title={t('account.transfer.reviewTitle')} description={t('account.transfer.reviewBody', { time: clock.at(transfer.submitTime) })} />
        </div>
        <TransferFacts transfer={transfer} />
        <Button block color="primary" className="fp-action" loading={checking} loadingText={t('account.transfer.checking')} onClick={onCheck}>
          {t('account.transfer.checkAgain')}
        </Button>
        <Link href="/minePage" className="fp-link fp-center">
          {t('account.buy.toAccount')}
        </Link>
      </>
    );
  }
  return (
    <>
      {transfer?.state === 'rejected' && (
        <p className="fp-form__error" role="alert">
          {t('account.transfer.rejected', { reason: transfer.rejectReason ?? t('account.transfer.noReason') })}
        </p>
      )}
      <TransferForm bank={bank} />
    </>
  );
}

function TransferFacts({ transfer }: { readonly transfer: TransferRequest }) {
  const { t } = useTranslation('leads');
  return (
    <dl className="fp-la-facts">
      <div>
        <dt>{t('account.transfer.package')}</dt>
        <dd>{t(`account.package.${transfer.packageType}`)}</dd>
      </div>
      <div>
        <dt>{t('account.transfer.amount')}</dt>
        <dd>{formatMoney({ amount: transfer.amount, currency: transfer.currency })}</dd>
      </div>
    </dl>
  );
}

type TransferValues = { readonly packageType: '' | LeadPackageType; readonly receipt: string; readonly payerName: string };

function TransferForm({ bank }: { readonly bank: BankTransferInfo }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const queries = useQueryClient();
  const asked = useQueryParam('packageType');
  const [receipt, setReceipt] = useState<ReceiptUpload | null>(null);
  const form = useForm<TransferValues, TransferRequest>({
    initial: { packageType: isLeadPackageType(asked) ? asked : '', receipt: '', payerName: '' },
    validate: ({ packageType, receipt: fileId }) => ({
      ...(packageType === '' ? { packageType: ['VALIDATION.REQUIRED'] } : {}),
      ...(fileId === '' ? { receipt: ['VALIDATION.REQUIRED'] } : {}),
    }),
    send: ({ packageType, receipt: receiptFileId, payerName }, signal) => {
      const request = { packageType: packageType as LeadPackageType, receiptFileId, payerName };
      return getLeads(client).submitTransfer.execute(request, { idempotencyKey: writeKeyFor('leads.transfer', request), signal }).then((sent) => settleWriteKey('leads.transfer', sent));
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ACCOUNT_KEYS.all });
    },
  });
  const offer = bank.offers.find((candidate) => candidate.packageType === form.values.packageType);
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <p className="fp-note">{t('account.transfer.intro')}</p>
      <OfferChoice form={form} offers={bank.offers} label={t('account.transfer.choose')} />
      <section className="fp-la-bank" aria-labelledby="fp-la-bank-heading">
        <h2 id="fp-la-bank-heading" className="fp-subheading">{t('account.transfer.bankHeading')}</h2>
        <dl className="fp-la-facts">
          <div>
            <dt>{t('account.transfer.accountName')}</dt>
            <dd>{bank.accountName}</dd>
          </div>
          <div>
            <dt>{t('account.transfer.bankName')}</dt>
            <dd>{bank.bankName}</dd>
          </div>
          <CopyFact label={t('account.transfer.accountNo')} value={bank.accountNo} copyLabel={t('account.transfer.copyAccountNo')} copied={t('account.transfer.copiedAccountNo')} />
          <CopyFact label={t('account.transfer.reference')} value={bank.reference} copyLabel={t('account.transfer.copyReference')} copied={t('account.transfer.copiedReference')} />
          <div>
            <dt>{t('account.transfer.amount')}</dt>
            <dd data-amount={offer?.price ?? ''}>{offer ? formatMoney({ amount: offer.price, currency: offer.currency }) : t('account.transfer.chooseFirst')}</dd>
          </div>
        </dl>
        <p className="fp-note">{t('account.transfer.referenceHint')}</p>
      </section>
      <ReceiptField
        id="fp-la-receipt"
        receipt={receipt}
        error={form.errors.receipt}
        onUploaded={(uploaded) => {
          setReceipt(uploaded);
          form.set('receipt', uploaded?.fileId ?? '');
        }}
      />
      <TextField form={form} name="payerName" id="fp-la-payer" label={t('account.transfer.payer')} autoComplete="organization" />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('account.transfer.submit')} pendingLabel={t('account.transfer.submitting')} />
    </Form>
  );
}
