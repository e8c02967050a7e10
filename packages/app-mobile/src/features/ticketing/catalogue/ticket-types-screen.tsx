// /ticket-type: the ticket types of the link, each with its price and what limits buying, a way to its
// details, and "buy" to the basket. An approved visitor without a ticket lands here after login.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { Page } from '../../../ui/page';
import { UnpaidOrderNotice } from '../../../ui/payment/unpaid-order';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useLanguage } from '../../../ui/use-language';
import { TicketingNav } from '../ticketing-nav';
import { WaitingListLink } from '../waiting-list/waiting-list-link';
import { conflictNamesOf } from './conflict-names';
import { TicketTypeCard } from './ticket-type-card';
import { UpgradeOffer } from './upgrade-offer';
import { useTicketTypes } from './use-ticket-types';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(TicketTypesScreen);

function TicketTypesScreen() {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const types = useTicketTypes();
  return (
    <QueryView query={types} heading={t('types.heading')} headingId="fp-tk-types-heading">
      {(list) => (
        <Page labelledBy="fp-tk-types-heading">
          <h1 id="fp-tk-types-heading" className="fp-heading">{t('types.heading')}</h1>
          <p className="fp-note">{t('types.intro')}</p>
          <UnpaidOrderNotice />
          <UpgradeOffer types={list} />
          {list.length === 0 ? (
            <p className="fp-note">{t('types.none')}</p>
          ) : (
            <ul className="fp-list">
              {list.map((type) => (
                <li key={type.id}>
                  <TicketTypeCard type={type} conflictNames={conflictNamesOf(type, list, language)}>
                    <Link href={hrefOf('/ticket-type/:id', { id: type.id })} className="fp-link">
                      {t('types.details')}
                      {/* Each "details" link says whose, for a screen reader's list of links. */}
                      <span className="fp-sr-only">{t('types.detailsWhose', { name: localizedField(type, 'name', language) })}</span>
                    </Link>
                    <WaitingListLink type={type} />
                  </TicketTypeCard>
                </li>
              ))}
            </ul>
          )}
          {list.some((type) => type.saleState === 'on_sale') && (
            <Link href="/ticket-type/select" className="fp-button-link">
              {t('types.buy')}
            </Link>
          )}
          <TicketingNav current="/ticket-type" />
        </Page>
      )}
    </QueryView>
  );
}
