// /tradeFairSystem/share (spec §2 "a route named share also exists" in the lead tool): invite a colleague
// to collect leads — the lead tool's login as a QR code and a link to copy, and who can use it: staff the
// admin of a multi-person account added (their mobile is their login), or on a single-person account one
// login at a time (a second ends the first). Inside WeChat the manifest's changeShare re-registers the
// page and the page registers this link as the share card.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { managesStaff, type LeadAccount } from '@fairpass/domain/leads';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { LeadsNav } from '../leads-nav';
import { QrImage } from '../../../ui/qr-image';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { leadAccountQuery } from './account.queries';
import { leadToolLinkOf } from './lead-tool-link';
import { SectionRead } from './section-read';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './account.css';

export default withServerState(ShareScreen);

const HEADING_ID = 'fp-la-share-heading';

function ShareScreen() {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const account = useQuery(leadAccountQuery(client));
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/minePage" />
      <h1 id={HEADING_ID} className="fp-heading">{t('account.title.share')}</h1>
      <p className="fp-note">{t('account.share.intro')}</p>
      <InviteCode />
      <section className="fp-la-block" aria-labelledby="fp-la-share-who">
        <h2 id="fp-la-share-who" className="fp-subheading">{t('account.share.who')}</h2>
        <SectionRead query={account}>{(data) => <WhoCanUse account={data} />}</SectionRead>
      </section>
      <LeadsNav />
    </Page>
  );
}

function InviteCode() {
  const { t } = useTranslation('leads');
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const link = leadToolLinkOf(entry, language);
  return (
    <>
      <QrImage value={link} alt={t('account.share.qrLabel')} size={240} margin={4} className="fp-la-qr" />
      <ShareLinkBox link={link} label={t('account.share.link')} hint={t('account.share.shareHint')} shareInWeChat weChatHint={t('account.share.shareWeChat')} />
    </>
  );
}

function WhoCanUse({ account }: { readonly account: LeadAccount }) {
  const { t } = useTranslation('leads');
  const type = account.package?.packageType;
  if (type === undefined) {
    return (
      <>
        <p className="fp-note">{t('account.share.noPackage')}</p>
        {account.role === 'admin' && (
          <Link href="/buyAccTypePage" className="fp-link">
            {t('account.package.buy')}
          </Link>
        )}
      </>
    );
  }
  if (type === 'single') return <p className="fp-la-warn">{t('account.share.single')}</p>;
  return (
    <>
      <p className="fp-note">{t('account.share.multi', { count: account.staffCount })}</p>
      {managesStaff(account) && (
        <Link href="/minePage" className="fp-link">
          {t('account.share.addStaff')}
        </Link>
      )}
    </>
  );
}
