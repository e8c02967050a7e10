// /user-center/exhibitorReport: the check-in notice with its QR as a picture.
import { withServerState } from '../../../ui/server-state/with-server-state';
import { CheckinNotice } from './checkin-notice';

export default withServerState(CheckinScreen);

function CheckinScreen() {
  return <CheckinNotice withImage route="/user-center/exhibitorReport" />;
}
