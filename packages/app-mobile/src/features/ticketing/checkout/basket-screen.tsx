// /ticket-type/select (choose the tickets and place the order) and /ticketAdd (more tickets for a
// visitor who already holds some, named on the page and counted toward the limits and conflicts).
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useTicketTypes } from '../catalogue/use-ticket-types';
import { Basket } from './basket';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(BasketScreen);

function BasketScreen() {
  const { t } = useTranslation('ticketing');
  const [adding] = useRoute('/ticketAdd');
  const types = useTicketTypes();
  return (
    <QueryView query={types} heading={t(adding ? 'select.addHeading' : 'select.heading')} headingId="fp-tk-basket-heading">
      {(list) => <Basket types={list} mode={{ kind: adding ? 'add' : 'new' }} />}
    </QueryView>
  );
}
