// Whether the login on show may do a group task (issue 29): a group leader anything, a sub-account only
// its scope (the domain's mayDoGroupTask over the user record). Screens hide the leader's controls from a
// sub-account; the server still refuses them (SUBACCOUNT.NOT_ALLOWED) whatever the page shows.
import { mayDoGroupTask, type GroupTask } from '@fairpass/domain/groups';
import { useSession } from '../../ui/use-session';

export const useMayDoGroupTask = (task: GroupTask): boolean => useSession((s) => mayDoGroupTask(s.user, task));
