// The conference's part of the personal centre (issue 29): a speaker's "my talks" — how many talks, the
// next one's time and room, and the way to all of them (/conference/mySchedule?view=talks). Whether the
// user speaks is the server's (RC guest/mine), so the panel asks and shows nothing to anyone who does not.
import { lazyPart } from '../../ui/lazy-part';
import type { UserCenterPart } from '../../routes/user-center-part';

export const userCenterPart: UserCenterPart = {
  id: 'conference-talks',
  shownTo: () => true,
  panel: lazyPart(() => import('./mine/my-talks-entry')),
};
