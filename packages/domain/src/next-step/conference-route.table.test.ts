import { describe, expect, it } from 'vitest';
import type { UserExhibitionVO } from '../identity/user-info';
import { decide, incomplete, type Case } from './next-step-input.fixture';

describe('decideNextStep: conference users', () => {
  const conference = (vo: Partial<UserExhibitionVO> = {}): Partial<UserExhibitionVO> => ({
    registerType: 'conference',
    ...vo,
  });
  const cases: Case[] = [
    {
      name: 'sends a conference user with incomplete info to the information form first',
      vo: conference(incomplete),
      config: { conferenceFlow: 'activity' },
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: 'sends a conference user under review to auditing',
      vo: conference({ examineResult: 'pending' }),
      config: { conferenceFlow: 'activity' },
      expected: { kind: 'route', path: '/auditing' },
    },
    {
      name: 'activity flow: sends an unregistered attendee to the activity list',
      vo: conference(),
      config: { conferenceFlow: 'activity' },
      expected: { kind: 'route', path: '/conference/activity/list' },
    },
    {
      name: 'activity flow: sends a registered attendee to my activities',
      vo: conference(),
      user: { isHaveConferenceRegistration: 1 },
      config: { conferenceFlow: 'activity' },
      expected: { kind: 'route', path: '/conference/activity/myactivity' },
    },
    {
      name: 'select flow: sends an unregistered attendee to select conferences',
      vo: conference(),
      config: { conferenceFlow: 'selectConference' },
      expected: { kind: 'route', path: '/conference/selectConference' },
    },
    {
      name: 'select flow: uses the node-mode selection when node mode is on',
      vo: conference(),
      config: { conferenceFlow: 'selectConference', isOpenNodeMode: 1 },
      expected: { kind: 'route', path: '/conference/selectConferenceNodeMode' },
    },
    {
      name: 'select flow: sends a registered attendee with a ticket to the confirmation letter',
      vo: conference(),
      user: { isHaveConferenceRegistration: 1, isHaveTicket: 1 },
      config: { conferenceFlow: 'selectConference' },
      expected: { kind: 'route', path: '/confirmation' },
    },
    {
      name: 'select flow: sends a registered attendee without a ticket to the personal centre',
      vo: conference(),
      user: { isHaveConferenceRegistration: 1 },
      config: { conferenceFlow: 'selectConference' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: 'confirmation flow: sends an attendee with a ticket to the confirmation letter',
      vo: conference(),
      user: { isHaveTicket: 1 },
      config: { conferenceFlow: 'confirmation' },
      expected: { kind: 'route', path: '/confirmation' },
    },
    {
      name: 'confirmation flow: sends an attendee without a ticket to the personal centre',
      vo: conference(),
      config: { conferenceFlow: 'confirmation' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: 'no conference flow: routes an approved conference user like a visitor',
      vo: conference(),
      user: { userQr: 'QR' },
      config: { showConfirmationSwitch: 1 },
      expected: { kind: 'route', path: '/confirmation' },
    },
    {
      name: 'ignores the conference flow for a plain visitor',
      config: { conferenceFlow: 'activity' },
      expected: { kind: 'route', path: '/user-center' },
    },
  ];
  it.each(cases)('$name', (c) => expect(decide(c)).toEqual(c.expected));
});

