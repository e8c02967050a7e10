// `state.conference`: the programme, sign-ups and sign-in (issue 15); the conference users are its users.
import { seedConferenceUsers } from '../../data/conference-users.data';
import { defineStateSlice } from '../kit/state-slice';
import { ConferenceState } from './conference-state';

export const stateSlice = defineStateSlice({
  /**
   * `isHaveConferenceRegistration` follows the sign-ups as `isHaveTicket` follows the tickets: a session
   * (in review or successful) or an activity signed up for sets it; cancelling the last clears it.
   */
  create(host, clock) {
    const conference: ConferenceState = new ConferenceState(clock, (userId) => {
      const user = host.userById(userId);
      if (user) user.isHaveConferenceRegistration = conference.hasRegistration(userId) ? 1 : 0;
    });
    return conference;
  },
  seedUsers: seedConferenceUsers,
  afterReset(conference, host) {
    for (const user of host.users) if (conference.hasRegistration(user.userId)) user.isHaveConferenceRegistration = 1;
  },
  snapshot: (conference) => ({ signUps: conference.signUps.length, activitySignUps: conference.activitySignUps.length }),
});
