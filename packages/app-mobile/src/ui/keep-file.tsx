// A file to keep (issue 27) — the lead export, a material, an invoice, a session's calendar file, a
// group's entry codes — at the signed, short-lived address the server issued (no token or openid in it).
// Outside WeChat it is the download link, as before. WeChat's browser saves no download, so there the
// page never offers one nor says a file was saved: it offers to open the file in the browser (the link is
// copied, and the hint points to the "···" menu), to copy the link, and to send it to the visitor's
// e-mail (keep-file-in-wechat.tsx, loaded only inside WeChat: the plain browser's first load stays as
// it was). An address off the app's allowlist is not offered at all.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeRedirect } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import { useShell } from './shell-context';
import { useAllowedOrigins } from './use-allowed-origins';

const KeepInWeChat = lazy(() => import('./keep-file-in-wechat'));

export interface KeepFileProps {
  readonly file: SignedFile;
  /** Outside WeChat: the download link's text. */
  readonly downloadLabel: string;
  /** Outside WeChat: open the file in a new tab (a PDF to read) instead of saving it. */
  readonly openInNewTab?: boolean;
}

export function KeepFile({ file, downloadLabel, openInNewTab = false }: KeepFileProps) {
  const { t } = useTranslation('keep');
  const { client, environment } = useShell();
  const origins = useAllowedOrigins();
  // The SDK's own check of signed addresses: the API's origin or one on the redirect allowlist.
  const allowed = file.url !== '' && isSafeRedirect(file.url, [client.settings.apiBaseUrl, ...origins]);
  if (!allowed) return <p className="fp-failure">{t('refusedAddress')}</p>;
  if (!environment.isWeChat) {
    return openInNewTab ? (
      <a href={file.url} className="fp-button-link" target="_blank" rel="noopener noreferrer" download={file.fileName}>
        {downloadLabel}
      </a>
    ) : (
      <a href={file.url} className="fp-button-link" download={file.fileName}>
        {downloadLabel}
      </a>
    );
  }
  return (
    <Suspense fallback={null}>
      <KeepInWeChat file={file} />
    </Suspense>
  );
}

