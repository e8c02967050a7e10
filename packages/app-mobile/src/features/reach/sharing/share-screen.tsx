// /share: the user's invitation card — "<name> invites you" on the exhibition's colour with the QR code of
// their share link, and the link to copy. Entering it inside WeChat re-registers the page for sharing (the
// manifest's changeShare); the card then registers the share link itself, so "send to a friend" sends
// the invitation, and whoever registers through it counts for the user (saveFissionParentId).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InviteCard } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { LinkQr } from '../link-qr';
import { ReachNav } from '../reach-nav';
import { linkBaseOf, shareLinkOf } from '../reach-links';
import { inviteCardQuery } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(ShareScreen);

const HEADING_ID = 'fp-reach-share-heading';

function ShareScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const card = useQuery(inviteCardQuery(client));
  return (
    <QueryView query={card} heading={t('share.heading')} headingId={HEADING_ID}>
      {(data) => <ShareCard card={data} />}
    </QueryView>
  );
}

function ShareCard({ card }: { readonly card: InviteCard }) {
  const { t } = useTranslation('reach');
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const title = useSession((s) => s.config?.title ?? '');
  const link = shareLinkOf(linkBaseOf(entry, language), card);
  const name = card.inviteUserName;
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/user-center" />
      <h1 id={HEADING_ID} className="fp-heading">{t('share.heading')}</h1>
      <p className="fp-note">{t('share.intro')}</p>
      <section className="fp-reach-card" aria-label={t('share.card', { name })}>
        {title && <p className="fp-reach-card__title">{title}</p>}
        <p className="fp-reach-card__invite">{t('share.card', { name })}</p>
        <LinkQr link={link} label={t('share.qr', { name })} caption={t('share.scan')} />
      </section>
      <ShareLinkBox link={link} label={t('link.label')} hint={t('link.shareHint')} shareInWeChat weChatHint={t('link.shareWeChat')} />
      <ReachNav current="/share" />
    </Page>
  );
}
