// /exhibitorSelfService/datadownload/contract: the company's contract and booth confirmation (documents-screen.tsx).
import { withServerState } from '../../../ui/server-state/with-server-state';
import { DocumentsScreen } from './documents-screen';

export default withServerState(function ExhibitorContractsScreen() {
  return <DocumentsScreen kind="contract" />;
});
