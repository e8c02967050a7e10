// /meetingScheduleNodeMode: the programme grouped under its time nodes.
import { withServerState } from '../../../ui/server-state/with-server-state';
import { ProgrammeScreen } from './programme-screen';

export default withServerState(() => <ProgrammeScreen layout="node" />);
