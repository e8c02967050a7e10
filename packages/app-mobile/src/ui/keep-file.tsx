// A file to keep (issue 27) — the lead export, a material, an invoice, a session's calendar file, a
// group's entry codes — at the signed, short-lived address the server issued (no token or openid in it).
// Outside WeChat it is the download link, as before. WeChat's browser saves no download, so there the
// page never offers one nor says a file was saved: it offers to open the file in the browser (the link is
// copied, and the hint points to the "···" menu), to copy the link, and to send it to the visitor's
// e-mail (keep-file-in-wechat.tsx, loaded only inside WeChat: the plain browser's first load stays as
// it was). An address off the app's allowlist is not offered at all. A screen that can ask the server for
// the same file again (`renew`, issue 28) has its link signed anew when the visitor opens, copies or
// mails it, so a page left open past the address's minutes never leads to a 403.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeRedirect } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import { lazyPart } from './lazy-part';
import { useShell } from './shell-context';
import { useAllowedOrigins } from './use-allowed-origins';

const KeepInWeChat = lazyPart(() => import('./keep-file-in-wechat'));

export interface KeepFileProps {
  readonly file: SignedFile;
  /** Outside WeChat: the download link's text. */
  readonly downloadLabel: string;
  /** Outside WeChat: open the file in a new tab (a PDF to read) instead of saving it; inside WeChat, offer to open it there too. */
  readonly openInNewTab?: boolean;
  /**
   * The same file at a fresh signed address, from the server (null when it could not be had): asked for
   * each time the visitor opens, copies or mails it.
   */
  readonly renew?: () => Promise<SignedFile | null>;
  /** Inside WeChat: the address the mail form starts with (an invoice's own e-mail); default the account's. */
  readonly email?: string;
}

export function KeepFile({ file, downloadLabel, openInNewTab = false, renew, email }: KeepFileProps) {
  const { t } = useTranslation('keep');
  const { client, environment } = useShell();
  const origins = useAllowedOrigins();
  const [failed, setFailed] = useState(false);
  // The SDK's own check of signed addresses: the API's origin or one on the redirect allowlist.
  const safe = (url: string): boolean => url !== '' && isSafeRedirect(url, [client.settings.apiBaseUrl, ...origins]);
  if (!safe(file.url)) return <p className="fp-failure">{t('refusedAddress')}</p>;
  const fresh = renew && (async () => {
    const renewed = await renew();
    return renewed && safe(renewed.url) ? renewed : null;
  });
  if (!environment.isWeChat) {
    // With `renew`, a tap opens the file at an address signed just now; long-press and the keyboard's
    // "open in new tab" keep the address as shown.
    const open = fresh && ((event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setFailed(false);
      // The tab opens in the tap itself (a pop-up opened after an answer arrives may be blocked).
      const tab = openInNewTab ? window.open('', '_blank') : null;
      if (tab) tab.opener = null;
      void fresh().then((renewed) => {
        if (!renewed) {
          tab?.close();
          setFailed(true);
        } else if (tab) tab.location.href = renewed.url;
        else saveFrom(renewed);
      });
    });
    return (
      <>
        {openInNewTab ? (
          <a href={file.url} className="fp-button-link" target="_blank" rel="noopener noreferrer" download={file.fileName} onClick={open}>
            {downloadLabel}
          </a>
        ) : (
          <a href={file.url} className="fp-button-link" download={file.fileName} onClick={open}>
            {downloadLabel}
          </a>
        )}
        {failed && (
          <p className="fp-failure" role="alert">
            {t('renewFailed')}
          </p>
        )}
      </>
    );
  }
  return (
    <KeepInWeChat file={file} renew={fresh} email={email} openHere={openInNewTab} />
  );
}

/** Saves the file at `file.url` as a download link would. */
function saveFrom(file: SignedFile): void {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.click();
}

