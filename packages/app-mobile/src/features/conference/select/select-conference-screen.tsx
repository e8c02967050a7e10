// /conference/selectConference: choosing sessions to sign up for (select-sessions-screen.tsx).
import { withServerState } from '../../../ui/server-state/with-server-state';
import { SelectSessionsScreen } from './select-sessions-screen';

export default withServerState(() => <SelectSessionsScreen layout="list" path="/conference/selectConference" />);
