// The exhibitor's part of the personal centre (issue 30, design exhibitor.md §5.1): the company card,
// where the onboarding stands and the company's menu by the modules the organiser opened. Shown to the
// exhibitor register types only (spec §2: "Exhibitor types go to /user-center").
import { lazyPart } from '../../ui/lazy-part';
import { defaultModulesOf } from '@fairpass/domain/exhibitor';
import type { UserCenterPart } from '../../routes/user-center-part';

export const userCenterPart: UserCenterPart = {
  id: 'exhibitor',
  shownTo: (user) => defaultModulesOf(user.userExhibitionVO.registerType).length > 0,
  panel: lazyPart(() => import('./home/company-card')),
};
