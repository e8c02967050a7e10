// /exhibitorSelfService/inviteVIP: the company's VIP quota (design exhibitor.md §2.5) — the places, those
// used by VIPs who registered, those held by invitations still open and what is left to invite; the quota
// is used when a VIP registers, not when invited — and the VIPs invited, each sent, registered or
// declined, newest first, each with its bilingual invitation letter (PDF with a verification QR code) in
// the shared viewer, with the way to invite another (or, with no place left, why not).
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { vipInviteRefusal, type VipInvitation, type VipState } from '@fairpass/domain/exhibitor-guests';
import { BackButton } from '../../../ui/back-button';
import { clockText } from '../../../ui/clock-time';
import { Page } from '../../../ui/page';
import { PdfViewer } from '../../../ui/pdf-viewer';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { vipQuotaQuery, vipsQuery } from '../exhibitor-guests.queries';
import { GuestsNav } from '../guests-nav';
import { QuotaFacts } from './quota-facts';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../exhibitor-guests.css';

export default withServerState(VipScreen);

const HEADING_ID = 'fp-eg-vip-heading';

const TONE: Readonly<Record<VipState, string>> = { sent: 'fp-badge', registered: 'fp-badge fp-badge--on', optedOut: 'fp-badge fp-badge--off' };

function VipScreen() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const quota = useQuery(vipQuotaQuery(client));
  return (
    <QueryView query={quota} heading={t('vip.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('vip.heading')}</h1>
          <p className="fp-note">{t('vip.intro')}</p>
          <QuotaFacts quota={value} />
          {vipInviteRefusal(value) ? (
            <p className="fp-note" role="status">
              {t('vip.full', { quota: value.quota })}
            </p>
          ) : (
            <Link href="/exhibitorSelfService/inviteVIP/inviteForm" className="fp-button-link">
              {t('vip.invite')}
            </Link>
          )}
          <VipList />
          <GuestsNav current="/exhibitorSelfService/inviteVIP" />
        </Page>
      )}
    </QueryView>
  );
}

function VipList() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const vips = useInfiniteQuery(vipsQuery(client));
  // Back from the form: the invitation just sent, said once it is in the list.
  const sentId = useQueryParam('sent');
  const list = recordsOf(vips.data?.pages);
  const sent = list.find((vip) => vip.id === sentId);
  return (
    <section aria-labelledby="fp-eg-vips-heading" aria-busy={vips.isPending}>
      <h2 id="fp-eg-vips-heading" className="fp-subheading">{t('vip.listHeading')}</h2>
      {sent && (
        <p className="fp-note" role="status">
          {t('vipInvite.sent', { name: sent.name })}
        </p>
      )}
      {vips.isError && (
        <p className="fp-form__error" role="alert">
          {t('vip.failed')}
        </p>
      )}
      {vips.isSuccess && list.length === 0 && <p className="fp-note">{t('vip.none')}</p>}
      {list.length > 0 && (
        <ul className="fp-list" aria-labelledby="fp-eg-vips-heading">
          {list.map((vip) => (
            <li key={vip.id}>
              <VipRow vip={vip} />
            </li>
          ))}
        </ul>
      )}
      {vips.hasNextPage && (
        <div className="fp-more">
          <Button block fill="outline" loading={vips.isFetchingNextPage} loadingText={t('buyers.loading')} onClick={() => void vips.fetchNextPage()}>
            {t('buyers.more')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The VIP's bilingual invitation letter (numbered, with its verification QR code) in the shared viewer, and its PDF. */
function VipLetter({ vip, pdfUrl }: { readonly vip: VipInvitation; readonly pdfUrl: string }) {
  const { t } = useTranslation('exhibitor-guests');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <div className="fp-links">
        <button type="button" className="fp-link" aria-expanded={opened} onClick={() => setOpened(!opened)}>
          {t(opened ? 'vipLetter.closeLetter' : 'vipLetter.openLetter', { name: vip.name })}
        </button>
        <a className="fp-link" href={pdfUrl} target="_blank" rel="noopener noreferrer">
          {t('vipLetter.download', { number: vip.number })}
        </a>
      </div>
      {opened ? <PdfViewer url={pdfUrl} title={t('vipLetter.letterTitle', { name: vip.name })} /> : null}
    </>
  );
}

function VipRow({ vip }: { readonly vip: VipInvitation }) {
  const { t } = useTranslation('exhibitor-guests');
  const nameId = `fp-eg-vip-${vip.id}`;
  return (
    <article className="fp-item" aria-labelledby={nameId}>
      <div className="fp-item__head">
        <h3 id={nameId} className="fp-item__name">
          {vip.name}
        </h3>
        <span className={TONE[vip.state]}>{t(`vipState.${vip.state}`)}</span>
      </div>
      <ul className="fp-item__facts">
        {(vip.company || vip.title) && <li>{[vip.company, vip.title].filter(Boolean).join(' · ')}</li>}
        <li>{vip.recipient}</li>
        <li>{t(`language.${vip.language}`)}</li>
        <li>{vip.registerTime ? t('buyers.registeredAt', { time: clockText(vip.registerTime) }) : t('buyers.sentAt', { time: clockText(vip.createTime) })}</li>
      </ul>
      {vip.pdfUrl ? <VipLetter vip={vip} pdfUrl={vip.pdfUrl} /> : null}
    </article>
  );
}
