// /posterDown: the user's invitation poster — the exhibition's art, their name as text and the QR code of
// their share link — drawn to one picture (ui/poster/poster-image.tsx) that WeChat saves by long-press;
// elsewhere a link downloads it. The name is also said in the picture's text alternative and under it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InviteCard } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { PosterImage } from '../../../ui/poster/poster-image';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { ReachNav } from '../reach-nav';
import { linkBaseOf, shareLinkOf } from '../reach-links';
import { inviteCardQuery } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(PosterScreen);

const HEADING_ID = 'fp-reach-poster-heading';

function PosterScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const card = useQuery(inviteCardQuery(client));
  return (
    <QueryView query={card} heading={t('poster.heading')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/share" />
          <h1 id={HEADING_ID} className="fp-heading">{t('poster.heading')}</h1>
          <p className="fp-note">{t('poster.intro')}</p>
          <Poster card={data} />
          <ReachNav current="/posterDown" />
        </Page>
      )}
    </QueryView>
  );
}

function Poster({ card }: { readonly card: InviteCard }) {
  const { t } = useTranslation('reach');
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const title = useSession((s) => s.config?.title ?? '');
  const link = shareLinkOf(linkBaseOf(entry, language), card);
  const name = card.inviteUserName;
  return (
    <PosterImage
      qrValue={link}
      headline={t('poster.invite', { name })}
      scan={t('poster.scan')}
      alt={t('poster.alt', { name, title })}
      caption={t('poster.caption', { name })}
      fileName="invitation-poster.png"
      words={{ failed: t('poster.failed'), retry: t('poster.retry'), save: t('poster.save') }}
    />
  );
}
