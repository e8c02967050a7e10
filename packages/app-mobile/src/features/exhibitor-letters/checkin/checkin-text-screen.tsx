// /user-center/exhibitorReportNoImg: the same check-in notice as text only, the code spelled out.
import { withServerState } from '../../../ui/server-state/with-server-state';
import { CheckinNotice } from './checkin-notice';

export default withServerState(CheckinTextScreen);

function CheckinTextScreen() {
  return <CheckinNotice withImage={false} route="/user-center/exhibitorReportNoImg" />;
}
