// /exhibitorSelfService/datadownload/invoice: the company's invoices (documents-screen.tsx).
import { withServerState } from '../../../ui/server-state/with-server-state';
import { DocumentsScreen } from './documents-screen';

export default withServerState(function ExhibitorInvoicesScreen() {
  return <DocumentsScreen kind="invoice" />;
});
