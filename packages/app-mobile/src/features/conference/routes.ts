// The conference programme, speakers, sign-ups, activities and sign-in at the door (spec §2 "Meetings
// and guests"). /meetingSchedule/details/:id comes before nothing it could shadow; /meetingSignIn opens
// without login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  { path: '/meetingSchedule', screen: lazyScreen(() => import('./programme/meeting-schedule-screen')), titleKey: 'conference:title.programme' },
  { path: '/meetingSchedule/details/:id', screen: lazyScreen(() => import('./session/session-detail-screen')), titleKey: 'conference:title.session', home: '/meetingSchedule' },
  { path: '/meetingScheduleNodeMode', screen: lazyScreen(() => import('./programme/meeting-schedule-node-screen')), titleKey: 'conference:title.programme' },
  { path: '/guest', screen: lazyScreen(() => import('./guests/guest-list-screen')), titleKey: 'conference:title.guests', home: '/meetingSchedule' },
  { path: '/guest/details/:id', screen: lazyScreen(() => import('./guests/guest-detail-screen')), titleKey: 'conference:title.guest', home: '/guest' },
  { path: '/conference/registrationConference', screen: lazyScreen(() => import('./select/registration-conference-screen')), titleKey: 'conference:title.select', home: '/meetingSchedule' },
  { path: '/conference/selectConference', screen: lazyScreen(() => import('./select/select-conference-screen')), titleKey: 'conference:title.select', home: '/meetingSchedule' },
  { path: '/conference/selectConferenceNodeMode', screen: lazyScreen(() => import('./select/select-conference-node-screen')), titleKey: 'conference:title.select', home: '/meetingSchedule' },
  { path: '/conference/mySchedule', screen: lazyScreen(() => import('./mine/my-schedule-screen')), titleKey: 'conference:title.mine', home: '/meetingSchedule' },
  { path: '/conference/activity/list', screen: lazyScreen(() => import('./activity/activity-list-screen')), titleKey: 'conference:title.activities' },
  { path: '/conference/activity/myactivity', screen: lazyScreen(() => import('./activity/my-activity-screen')), titleKey: 'conference:title.myActivities', home: '/conference/activity/list' },
  { path: '/activity/list', screen: lazyScreen(() => import('./activity/activity-list-screen')), titleKey: 'conference:title.activities' },
  { path: '/user-center/activityDetail', screen: lazyScreen(() => import('./activity/activity-detail-screen')), titleKey: 'conference:title.activity', home: '/conference/activity/list' },
  { path: '/meetingSignIn', screen: lazyScreen(() => import('./sign-in/meeting-sign-in-screen')), titleKey: 'conference:title.signIn', home: '/conference/mySchedule' },
];
