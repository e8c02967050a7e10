import { describe, expect, it } from 'vitest';
import { decide, incomplete, type Case } from './next-step-input.fixture';

describe('decideNextStep: the six visitor steps in order', () => {
  const cases: Case[] = [
    {
      name: '1. sends a visitor without a ticket to the closed page when registration is stopped',
      config: { stopRegistration: 1 },
      vo: incomplete,
      user: { jumpUrl: 'https://fair.example.com/elsewhere' },
      expected: { kind: 'route', path: '/closed' },
    },
    {
      name: '1. lets a visitor with a ticket continue when registration is stopped',
      config: { stopRegistration: 1 },
      user: { isHaveTicket: 1 },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: '2. sends the browser to a jump address on the allowlist, before incomplete info',
      vo: incomplete,
      user: { jumpUrl: ' https://fair.example.com/landing?x=1 ' },
      expected: { kind: 'redirect', url: 'https://fair.example.com/landing?x=1' },
    },
    {
      name: '2. ignores a jump address off the allowlist and continues with the next step',
      vo: incomplete,
      user: { jumpUrl: 'https://evil.example.net/landing' },
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: '2. ignores a javascript: jump address',
      user: { jumpUrl: 'javascript:alert(1)' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: "2b. sends a new account that came through a gift's claim link back to the claim page, before incomplete info",
      vo: incomplete,
      input: { registrationSource: 'giveCard', ticketGiveRecordId: 'gift-demo-pending' },
      expected: { kind: 'route', path: '/ticket/receive/complimentaryTickets', query: { ticketGiveRecordId: 'gift-demo-pending' } },
    },
    {
      name: '2b. ignores a gift card link without its gift and continues with the next step',
      vo: incomplete,
      input: { registrationSource: 'giveCard', ticketGiveRecordId: ' ' },
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: "2c. brings a visitor who logged in at a session's door back to its sign-in page",
      vo: incomplete,
      input: { registrationSource: 'meetingSignIn', signCodeId: 'sign-open' },
      expected: { kind: 'route', path: '/meetingSignIn', query: { signCodeId: 'sign-open' } },
    },
    {
      name: '2d. sends a new registration that came through an invitation or share link to the invitation page',
      vo: incomplete,
      config: { businessCardSwitch: 1 },
      input: { registrationSource: 'inviteCard' },
      expected: { kind: 'route', path: '/invite/home' },
    },
    {
      name: '2d. lets a complete registration from an invitation link go on by the next steps',
      input: { registrationSource: 'inviteCard' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: '3. sends a visitor with incomplete info to the business card upload when the card switch is on',
      vo: incomplete,
      config: { businessCardSwitch: 1 },
      expected: { kind: 'route', path: '/photo' },
    },
    {
      name: '3. sends a visitor with incomplete info to the information form when the card switch is off',
      vo: incomplete,
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: '4. sends a visitor with an open cn questionnaire to it when the cn switch is on',
      vo: { questionnaireResult: '', examineResult: 'pending' },
      config: { cnQuestionnaireSwitch: 1 },
      expected: { kind: 'route', path: '/questionnaire', query: { index: '1' } },
    },
    {
      name: '4. skips an open questionnaire when the switch of the current language is off',
      vo: { questionnaireResult: '' },
      config: { cnQuestionnaireSwitch: 1, enQuestionnaireSwitch: 0 },
      input: { languageType: 'en' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: '4. uses the en questionnaire switch for an English visitor',
      vo: { questionnaireResult: '' },
      config: { enQuestionnaireSwitch: 1 },
      input: { languageType: 'en' },
      expected: { kind: 'route', path: '/questionnaire', query: { index: '1' } },
    },
    {
      name: '4. opens the second questionnaire when the exhibition asks for three and only the first is done',
      vo: { questionnaireTwoResult: '', questionnaireThreeResult: '' },
      config: { cnQuestionnaireSwitch: 1, questionnaireCount: 3 },
      expected: { kind: 'route', path: '/questionnaire', query: { index: '2' } },
    },
    {
      name: '4. ignores questionnaires beyond the count the exhibition asks for',
      vo: { questionnaireTwoResult: '', questionnaireThreeResult: '' },
      config: { cnQuestionnaireSwitch: 1, questionnaireCount: 1 },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: '4. treats a count above three as all three questionnaires',
      vo: { questionnaireThreeResult: '' },
      config: { cnQuestionnaireSwitch: 1, questionnaireCount: 7 },
      expected: { kind: 'route', path: '/questionnaire', query: { index: '3' } },
    },
    {
      name: '5. sends a visitor whose review is pending to auditing',
      vo: { examineResult: 'pending' },
      expected: { kind: 'route', path: '/auditing' },
    },
    {
      name: '5. sends a rejected visitor to auditing',
      vo: { examineResult: 'reject' },
      expected: { kind: 'route', path: '/auditing' },
    },
    {
      name: '6. sends an approved visitor from a ticket purchase link to the ticket types of that link',
      input: { registrationSource: 'ticket', registerLinkId: 'L-9' },
      expected: { kind: 'route', path: '/ticket-type', query: { registerLinkId: 'L-9' } },
    },
    {
      name: '6. sends an approved visitor from a buyTicket link without a link id to the ticket types',
      input: { registrationSource: 'buyTicket' },
      expected: { kind: 'route', path: '/ticket-type' },
    },
    {
      name: '6. sends an approved visitor from a team link to team registration',
      input: { registrationSource: 'team' },
      user: { userQr: 'QR' },
      config: { showConfirmationSwitch: 1 },
      expected: { kind: 'route', path: '/teamRegistration' },
    },
    {
      name: '6. sends an approved visitor from an invite link to invite registration',
      input: { registrationSource: 'invite' },
      expected: { kind: 'route', path: '/inviteRegistration' },
    },
    {
      name: '6. sends an approved visitor from a help link to help registration',
      input: { registrationSource: 'help' },
      expected: { kind: 'route', path: '/helpRegistration' },
    },
    {
      name: '6. sends an approved visitor with a ticket QR to the confirmation letter when the switch is on',
      input: { registrationSource: 'registration' },
      user: { userQr: 'QR-123' },
      config: { showConfirmationSwitch: 1 },
      expected: { kind: 'route', path: '/confirmation' },
    },
    {
      name: '6. sends an approved visitor with a ticket QR to the personal centre when the switch is off',
      user: { userQr: 'QR-123' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: '6. sends an approved visitor without a ticket QR to the personal centre',
      config: { showConfirmationSwitch: 1 },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: '6. does not mistake an inherited property name for a registration source',
      input: { registrationSource: 'constructor' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: 'routes an unknown register type through the visitor steps',
      vo: { registerType: 'futureType', ...incomplete },
      expected: { kind: 'route', path: '/infoWap' },
    },
  ];
  it.each(cases)('$name', (c) => expect(decide(c)).toEqual(c.expected));
});

