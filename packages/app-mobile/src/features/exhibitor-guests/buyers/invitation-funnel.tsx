// The invitation funnel per way (beyond the anchors): a table of the four ways with how many buyers were
// invited (or came through the way), registered, were approved and entered, each step also as a share
// of the invited, so the exhibitor sees which invitation worked.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { funnelShare, type FunnelRow } from '@fairpass/domain/exhibitor-guests';
import { useShell } from '../../../ui/shell-context';
import { funnelQuery } from '../exhibitor-guests.queries';

const STEPS = ['registered', 'approved', 'entered'] as const;

export function InvitationFunnel() {
  const { t } = useTranslation('exhibitor-guests');
  const { client } = useShell();
  const funnel = useQuery(funnelQuery(client));
  return (
    <section aria-labelledby="fp-eg-funnel-heading" aria-busy={funnel.isPending}>
      <h2 id="fp-eg-funnel-heading" className="fp-subheading">{t('funnel.heading')}</h2>
      {funnel.isError && (
        <p className="fp-form__error" role="alert">
          {t('funnel.failed')}
        </p>
      )}
      {funnel.data && (
        <table className="fp-eg-funnel">
          <caption className="fp-note">{t('funnel.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('funnel.way')}</th>
              <th scope="col">{t('funnel.invited')}</th>
              {STEPS.map((step) => (
                <th key={step} scope="col">
                  {t(`funnel.${step}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {funnel.data.map((row: FunnelRow) => (
              <tr key={row.inviteType}>
                <th scope="row">{t(`via.${row.inviteType}`)}</th>
                <td>{row.invited}</td>
                {STEPS.map((step) => (
                  <td key={step}>{t('funnel.share', { count: row[step], share: funnelShare(row[step], row.invited) })}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
