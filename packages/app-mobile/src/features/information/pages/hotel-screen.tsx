// /hotel: the exhibition's hotels (open without login).
import { withServerState } from '../../../ui/server-state/with-server-state';
import { InfoPageScreen } from './info-page-screen';

export default withServerState(function HotelScreen() {
  return <InfoPageScreen kind="hotel" current="/hotel" />;
});
