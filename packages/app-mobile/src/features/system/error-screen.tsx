// /error: explains why the visit cannot go on. A `code` query is translated; otherwise the plain-text
// `message` or `content` query is shown — always as text (React escapes it), never as markup, because
// anyone can craft that link.
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { useErrorMessage } from '../../ui/use-error-message';
import { useQueryParam } from '../../ui/use-query-param';

export default function ErrorScreen() {
  const { t } = useTranslation('system');
  const errorMessage = useErrorMessage();
  const code = useQueryParam('code');
  const message = useQueryParam('message');
  const content = useQueryParam('content');
  // The SDK's 401 handling sends its reason as a code in `message`; anything else there is plain text.
  const messageCode = message !== null && isErrorCode(message) ? message : null;
  const shownCode = code ?? messageCode;
  const text = shownCode ? errorMessage(shownCode) : (message ?? content)?.trim() || t('error.fallback');
  return (
    <Page labelledBy="fp-error-heading">
      <Result
        status="warning"
        title={<h1 id="fp-error-heading" className="fp-heading">{t('error.heading')}</h1>}
        description={<p className="fp-error-text" data-testid="error-text">{text}</p>}
      />
    </Page>
  );
}
