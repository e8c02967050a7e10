// /error: explains why the visit cannot go on. A `code` query is translated; otherwise the plain-text
// `message` or `content` query is shown — always as text (React escapes it), never as markup, because
// anyone can craft that link: one line of at most MESSAGE_MAX_CHARS, control characters dropped, under the
// app's own translated heading. A login another employee's ended (AUTH.SINGLE_EMPLOYEE_LOGIN, with no
// link kept to go back to) offers the login page, whose next step leads the trade-fair type back to the
// lead tool.
// Every other reason has a way on (#27): a link that needs WeChat (or a browser this device lacks) offers
// the link itself to copy and open there — the app's own pages would send the visitor back here; a link
// missing its exhibition offers the personal centre, which opens without one; anything else the personal
// centre or the login (ui/way-on/WayOnLinks).
import { StatusResult } from '../../ui/status-result';
import { useTranslation } from 'react-i18next';
import { isErrorCode, knowAllAreaErrors, withoutLinkCredentials } from '@fairpass/domain';
import { Link } from 'wouter';
import { Page } from '../../ui/page';
import { ShareLinkBox } from '../../ui/share-link-box';
import { useShell } from '../../ui/shell-context';
import { useErrorMessage } from '../../ui/use-error-message';
import { useLoginHref } from '../../ui/use-login-href';
import { useQueryParam } from '../../ui/use-query-param';
import { WayOnLinks } from '../../ui/way-on/way-on-links';
import '../../ui/screen-blocks.css';

// A link may name any area's code, whichever areas this visit has used so far.
knowAllAreaErrors();

/** A sentence or two; a longer text from a link is cut, so a crafted link cannot fill the screen. */
export const MESSAGE_MAX_CHARS = 200;

/** The link's message as one plain line: whitespace runs collapsed, control characters gone, cut with "…". */
export function plainMessageOf(text: string): string {
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > MESSAGE_MAX_CHARS ? `${chars.slice(0, MESSAGE_MAX_CHARS - 1).join('')}…` : line;
}

export default function ErrorScreen() {
  const { t } = useTranslation('system');
  const errorMessage = useErrorMessage();
  const loginHref = useLoginHref();
  const code = useQueryParam('code');
  const message = useQueryParam('message');
  const content = useQueryParam('content');
  // The SDK's 401 handling sends its reason as a code in `message`; anything else there is plain text.
  const messageCode = message !== null && isErrorCode(message) ? message : null;
  const shownCode = code ?? messageCode;
  const text = shownCode ? errorMessage(shownCode) : plainMessageOf(message ?? content ?? '') || t('error.fallback');
  return (
    <Page labelledBy="fp-error-heading">
      <StatusResult
        status="warning"
        title={<h1 id="fp-error-heading" className="fp-heading">{t('error.heading')}</h1>}
        description={<p className="fp-error-text" data-testid="error-text">{text}</p>}
      />
      <WayOn code={shownCode} loginHref={loginHref} />
    </Page>
  );
}

/** Where the visitor can go from the reason shown. */
function WayOn({ code, loginHref }: { readonly code: string | null; readonly loginHref: string }) {
  const { t } = useTranslation('system');
  const { landingUrl } = useShell();
  if (code === 'AUTH.SINGLE_EMPLOYEE_LOGIN') {
    return (
      <Link href={loginHref} className="fp-button-link">
        {t('jump.loginAgain')}
      </Link>
    );
  }
  if (code === 'LINK.OPEN_IN_WECHAT' || code === 'DEVICE.UNSUPPORTED') {
    return <ShareLinkBox link={withoutLinkCredentials(landingUrl)} label={t('error.linkLabel')} hint={t('error.linkHint')} />;
  }
  return <WayOnLinks areaList={false} signedOut={code === 'LINK.INCORRECT' ? 'userCenter' : 'login'} />;
}
