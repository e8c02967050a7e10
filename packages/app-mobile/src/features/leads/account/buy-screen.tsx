// /buyAccTypePage: buy the lead tool's package for the show period — the two packages as the server
// offers them (its prices, never computed here), chosen one, then paid by WeChat Pay (the order carries
// one Idempotency-Key per choice in this tab, so a double tap, a dropped reply or a reload pay one order;
// the payment ends on /payTransition, which believes only the server) or by corporate bank transfer
// (/transferDescPage). Staff, an account that holds a package, or one whose transfer is in review are
// told why not instead.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { hrefOf, type DomainError, type Result } from '@fairpass/domain';
import { buyRefusalOf, type BuyRefusal, type LeadAccount, type LeadPackageType, type PackageOffer } from '@fairpass/domain/leads';
import { type Order } from '@fairpass/domain/ticketing';
import { getLeads } from '@fairpass/sdk/leads';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { useStartPayment } from '../../../ui/payment/use-start-payment';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { LeadsNav } from '../leads-nav';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { forgetWriteKey, settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { leadAccountQuery, packagesQuery } from './account.queries';
import { OfferChoice } from './offer-choice';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './account.css';

export default withServerState(BuyScreen);

const HEADING_ID = 'fp-la-buy-heading';

function BuyScreen() {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const reads = combineReads(useQuery(leadAccountQuery(client)), useQuery(packagesQuery(client)));
  return (
    <QueryView query={reads} heading={t('account.title.buy')} headingId={HEADING_ID}>
      {([account, offers]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/minePage" />
          <h1 id={HEADING_ID} className="fp-heading">{t('account.title.buy')}</h1>
          {(() => {
            const refusal = buyRefusalOf(account);
            return refusal ? <Refusal refusal={refusal} account={account} /> : <BuyForm offers={offers} />;
          })()}
          <LeadsNav />
        </Page>
      )}
    </QueryView>
  );
}

function Refusal({ refusal, account }: { readonly refusal: BuyRefusal; readonly account: LeadAccount }) {
  const { t } = useTranslation('leads');
  return (
    <>
      <p className="fp-la-warn" role="status">
        {refusal === 'package_active'
          ? t('account.buy.active', { end: account.package?.periodEnd ?? '' })
          : refusal === 'transfer_in_review'
            ? t('account.buy.inReview')
            : t('account.buy.notAdmin')}
      </p>
      <Link href={refusal === 'transfer_in_review' ? '/transferDescPage' : '/minePage'} className="fp-button-link">
        {t(refusal === 'transfer_in_review' ? 'account.transfer.see' : 'account.buy.toAccount')}
      </Link>
    </>
  );
}

type BuyValues = { readonly packageType: '' | LeadPackageType };

function BuyForm({ offers }: { readonly offers: readonly PackageOffer[] }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const [, navigate] = useLocation();
  const startPayment = useStartPayment();
  const intent = `leads.package.${useSession((s) => `${s.entry.exhibitionId ?? ''}.${s.user?.userId ?? ''}`)}`;
  // The order placed stays this choice's answer (pressing again pays the same order); a refusal ends the key.
  const order = async (packageType: LeadPackageType, signal: AbortSignal): Promise<Result<Order, DomainError>> => {
    const placed = await getLeads(client).orderPackage.execute({ packageType }, { idempotencyKey: writeKeyFor(intent, { packageType }), signal });
    return placed.ok ? placed : settleWriteKey(intent, placed);
  };
  const form = useForm<BuyValues, void>({
    initial: { packageType: '' },
    validate: ({ packageType }) => (packageType === '' ? { packageType: ['VALIDATION.REQUIRED'] } : {}),
    send: async ({ packageType }, signal) => {
      const type = packageType as LeadPackageType;
      let placed = await order(type, signal);
      // The key kept for this choice answers its first order; once that can no longer be paid, a new one.
      if (placed.ok && placed.value.remainingSeconds <= 0) {
        forgetWriteKey(intent);
        placed = await order(type, signal);
      }
      if (!placed.ok) return placed;
      return startPayment({ orderId: placed.value.orderId, kind: 'package' });
    },
  });
  const byTransfer = async () => {
    if (await form.check()) navigate(hrefOf('/transferDescPage', undefined, { packageType: form.values.packageType }));
  };
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <p className="fp-note">{t('account.buy.intro')}</p>
      <OfferChoice form={form} offers={offers} label={t('account.buy.choose')} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('account.buy.wechat')} pendingLabel={t('account.buy.paying')} />
      <Button block fill="outline" className="fp-la-alt" disabled={form.pending} onClick={() => void byTransfer()}>
        {t('account.buy.transfer')}
      </Button>
    </Form>
  );
}
