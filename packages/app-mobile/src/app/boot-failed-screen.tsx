// Shown when the exhibition's configuration could not be loaded: the translated reason and a retry.
// A lazy chunk of its own: it is rare, and its UI-kit parts need not weigh on every first screen.
import { Button } from '../ui/button';
import { StatusResult } from '../ui/status-result';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@fairpass/domain';
import { Page } from '../ui/page';
import { useErrorMessage } from '../ui/use-error-message';

export interface BootFailedScreenProps {
  readonly code: ErrorCode;
  readonly onRetry: () => void;
}

export default function BootFailedScreen({ code, onRetry }: BootFailedScreenProps) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <Page labelledBy="fp-boot-failed-heading">
      <StatusResult
        status="error"
        title={<h1 id="fp-boot-failed-heading" className="fp-heading">{t('bootFailedHeading')}</h1>}
        description={<p className="fp-error-text" data-testid="boot-failed-text">{errorMessage(code)}</p>}
      />
      <Button block color="primary" size="large" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Page>
  );
}
