// /posterDown: the user's invitation poster — the exhibition's art, their name as text and the QR code of
// their share link — drawn to one picture (sharing/poster-drawing.ts) that WeChat saves by long-press;
// elsewhere a link downloads it. The name is also said in the picture's text alternative and under it.
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteCard } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { useExhibitionArt } from '../exhibition-art';
import { LazyQRCodeCanvas } from '../lazy-qr';
import { ReachNav } from '../reach-nav';
import { linkBaseOf, shareLinkOf } from '../reach-links';
import { inviteCardQuery } from '../reach.queries';
import { drawPoster } from './poster-drawing';
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

type Drawing = { readonly state: 'drawing' } | { readonly state: 'drawn'; readonly image: string } | { readonly state: 'failed' };

function Poster({ card }: { readonly card: InviteCard }) {
  const { t } = useTranslation('reach');
  const { environment } = useShell();
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const title = useSession((s) => s.config?.title ?? '');
  const art = useExhibitionArt();
  const theme = useSession((s) => s.config?.theme.pageThemeColor ?? '#839cfc');
  const link = shareLinkOf(linkBaseOf(entry, language), card);
  // The QR canvas arrives with its lazy library; the poster is drawn once it is there.
  const [qr, setQr] = useState<HTMLCanvasElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [drawing, setDrawing] = useState<Drawing>({ state: 'drawing' });
  const name = card.inviteUserName;
  const invite = t('poster.invite', { name });
  const scan = t('poster.scan');
  useEffect(() => {
    // The QR canvas (a child) has drawn itself by now: children's effects run first.
    const code = qr;
    if (!code) return;
    let live = true;
    setDrawing({ state: 'drawing' });
    drawPoster({ art, theme, title, invite, scan, qr: code }).then(
      (image) => live && setDrawing({ state: 'drawn', image }),
      () => live && setDrawing({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [qr, art, theme, title, invite, scan, link, attempt]);
  return (
    <figure className="fp-reach-poster">
      <LazyQRCodeCanvas ref={setQr} value={link} size={320} marginSize={2} aria-hidden="true" />
      {drawing.state === 'drawn' && <img src={drawing.image} alt={t('poster.alt', { name, title })} />}
      {drawing.state === 'drawing' && <LoadingScreen />}
      {drawing.state === 'failed' && (
        <>
          <p className="fp-form__error" role="alert">
            {t('poster.failed')}
          </p>
          <Button fill="outline" onClick={() => setAttempt((count) => count + 1)}>
            {t('poster.retry')}
          </Button>
        </>
      )}
      <figcaption className="fp-note">{t('poster.caption', { name })}</figcaption>
      {drawing.state === 'drawn' && !environment.isWeChat && (
        // WeChat's browser ignores downloads; there the long-press on the picture saves it.
        <a href={drawing.image} download="invitation-poster.png" className="fp-reach-poster__save">
          {t('poster.save')}
        </a>
      )}
    </figure>
  );
}
