// /ticket-type/{id}: one ticket type in full, with "buy" when it is on sale and a way back to the list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { ticketTypeQuery } from '../ticketing.queries';
import { TicketingNav } from '../ticketing-nav';
import { WaitingListLink } from '../waiting-list/waiting-list-link';
import { conflictNamesOf } from './conflict-names';
import { TicketTypeCard } from './ticket-type-card';
import { useTicketTypes } from './use-ticket-types';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(TicketTypeDetailScreen);

function TicketTypeDetailScreen() {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const { id = '' } = useParams<{ id: string }>();
  const { client } = useShell();
  const type = useQuery(ticketTypeQuery(client, id));
  // The other types name the conflicts; the card shows none until they are in.
  const others = useTicketTypes().data ?? [];
  return (
    <QueryView query={type} heading={t('title.typeDetail')} headingId="fp-tk-detail-heading">
      {(detail) => (
        <Page labelledBy="fp-tk-detail-heading">
          <BackButton fallback="/ticket-type" />
          <h1 id="fp-tk-detail-heading" className="fp-heading">{t('title.typeDetail')}</h1>
          <TicketTypeCard type={detail} conflictNames={conflictNamesOf(detail, others, language)}>
            <WaitingListLink type={detail} />
          </TicketTypeCard>
          {detail.saleState === 'on_sale' && (
            <Link href="/ticket-type/select" className="fp-button-link">
              {t('types.buy')}
            </Link>
          )}
          <TicketingNav />
        </Page>
      )}
    </QueryView>
  );
}
