// /meetingSchedule: the programme as one list by start time.
import { withServerState } from '../../../ui/server-state/with-server-state';
import { ProgrammeScreen } from './programme-screen';

export default withServerState(() => <ProgrammeScreen layout="list" />);
