// The unpaid-order banner for a screen that reads no other server data (the user centre): loaded lazily
// with the visit's cache, so the screen's first load carries neither the cache library nor the ticketing
// area, and the banner appears once the list has answered.
import { withServerState } from '../server-state/with-server-state';
import { UnpaidOrderNotice } from './unpaid-order';

export default withServerState(UnpaidOrderNotice);
