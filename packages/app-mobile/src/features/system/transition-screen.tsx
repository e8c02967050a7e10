// /transitionPage: a hand-over page that forwards the visitor to `targetUrl` (spec §3 link parameter).
// The target is followed only when the domain's allowlist check passes; anything else is blocked and
// explained, never opened.
import { Button } from '../../ui/button';
import { StatusResult } from '../../ui/status-result';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { hrefOf, isSafeRedirect } from '@fairpass/domain';
import { Page } from '../../ui/page';
import { useQueryParam } from '../../ui/use-query-param';
import { useAllowedOrigins } from '../../ui/use-allowed-origins';

export default function TransitionScreen() {
  const { t } = useTranslation('system');
  const allowedOrigins = useAllowedOrigins();
  const [, navigate] = useLocation();
  const target = useQueryParam('targetUrl');
  const safe = target !== null && isSafeRedirect(target, allowedOrigins);

  useEffect(() => {
    if (safe && target) location.replace(target);
  }, [safe, target]);

  const note = target === null ? t('transition.missing') : safe ? t('transition.body') : t('transition.unsafe');
  return (
    <Page labelledBy="fp-transition-heading">
      <StatusResult
        status={safe ? 'waiting' : 'warning'}
        title={
          <h1 id="fp-transition-heading" className="fp-heading">
            {t(safe ? 'transition.heading' : 'transition.blockedHeading')}
          </h1>
        }
        description={note}
      />
      {safe && target ? (
        <Button block color="primary" size="large" onClick={() => location.replace(target)}>
          {t('transition.continue')}
        </Button>
      ) : (
        // Blocked or missing: a way on instead of a dead end.
        <Button block color="primary" size="large" onClick={() => navigate(hrefOf('/registration'), { replace: true })}>
          {t('transition.back')}
        </Button>
      )}
    </Page>
  );
}
