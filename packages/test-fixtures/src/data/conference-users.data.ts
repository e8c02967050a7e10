// The conference accounts of `demo` (issue 15): 13800000130, a conference attendee whose sign-ups,
// activity and entry records live in the conference and information states (conference.data.ts,
// information.data.ts), and 13800000131, the guest who is speaker SEED.conference.speakerId (the
// identity list has no 'guest' register type: a guest registers as media). The speaker record's userId
// is how the server knows its user speaks: `RC guest/mine` answers their talks (issue 29, "my talks").
import type { UserRecord } from '../server/user-record';
import { SEED } from './seed.constants';
import { completedProfile, userRecord } from './user.factory';

const P = SEED.phones;

export function seedConferenceUsers(): UserRecord[] {
  return [
    userRecord({
      exhibitionId: SEED.exhibitions.demo,
      phone: P.conferenceAttendee,
      email: 'attendee130@example.com',
      registerType: 'conference',
      ...completedProfile('顾会议', '会议代表有限公司'),
      questionnaireResult: 'complete',
      examineResult: 'approve',
      purpose: 'conference attendee: sessions in review, failed and successful; ongoing, upcoming and ended; sign-open works, sign-not-started 4511, sign-ended 4512',
    }),
    userRecord({
      exhibitionId: SEED.exhibitions.demo,
      phone: P.conferenceGuest,
      email: 'guest131@example.com',
      registerType: 'media',
      ...completedProfile('欧阳明', '示范传媒集团'),
      lastName: '欧阳',
      firstName: '明',
      companyEnName: 'Demo Media Group',
      questionnaireResult: 'complete',
      examineResult: 'approve',
      purpose: 'guest and speaker sp-001 (registered as media), five talks in "my talks" (guest/mine); not signed up for the sign-open session (4513 there)',
    }),
  ];
}
