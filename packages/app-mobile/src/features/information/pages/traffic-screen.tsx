// /traffic: getting to the venue (open without login).
import { withServerState } from '../../../ui/server-state/with-server-state';
import { InfoPageScreen } from './info-page-screen';

export default withServerState(function TrafficScreen() {
  return <InfoPageScreen kind="traffic" current="/traffic" />;
});
