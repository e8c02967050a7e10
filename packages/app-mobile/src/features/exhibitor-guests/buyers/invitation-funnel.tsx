// The invitation funnel per way (beyond the anchors): a table of the four ways with how many buyers were
// invited (or came through the way), registered, were approved and entered, each step also as a share
// of the invited, so the exhibitor sees which invitation worked.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../ui/shell-context';
import { funnelQuery } from '../exhibitor-guests.queries';
import { FunnelTable } from './funnel-table';

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
        <FunnelTable
          caption={t('funnel.caption')}
          source={t('funnel.way')}
          rows={funnel.data.map((row) => ({ ...row, key: row.inviteType, label: t(`via.${row.inviteType}`) }))}
        />
      )}
    </section>
  );
}
