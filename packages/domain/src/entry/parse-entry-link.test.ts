import { describe, expect, it } from 'vitest';
import { LINK_PARAM_NAMES } from './link-params';
import { parseEntryLink } from './parse-entry-link';

const BASE = 'https://fair.example.com/m/';

describe('parseEntryLink: parameters', () => {
  it('reads parameters from the query string and from the query inside the hash', () => {
    const context = parseEntryLink(`${BASE}?exhibitionId=demo&tenantId=000000#/registration?registerType=visitor`);
    expect(context.exhibitionId).toBe('demo');
    expect(context.tenantId).toBe('000000');
    expect(context.registerType).toBe('visitor');
  });

  it('lets the hash query win when both parts name the same parameter', () => {
    const context = parseEntryLink(`${BASE}?exhibitionId=old#/x?exhibitionId=new`);
    expect(context.exhibitionId).toBe('new');
    expect(context.query.exhibitionId).toBe('new');
  });

  it('reads every link parameter of the spec under its spec name', () => {
    const query = LINK_PARAM_NAMES.filter((name) => name !== 'languageType' && name !== 'registrationSource')
      .map((name) => `${name}=v-${name}`)
      .join('&');
    const context = parseEntryLink(`${BASE}#/?${query}`);
    for (const name of LINK_PARAM_NAMES) {
      if (name === 'languageType' || name === 'registrationSource') continue;
      expect(context[name], name).toBe(`v-${name}`);
    }
  });

  it('decodes encoded values and plus signs', () => {
    const context = parseEntryLink(`${BASE}?inviteUserName=Zhang+San%20%E5%BC%A0&fromUrl=https%3A%2F%2Fa.b%2F`);
    expect(context.inviteUserName).toBe('Zhang San 张');
    expect(context.fromUrl).toBe('https://a.b/');
  });

  it('leaves absent and blank parameters undefined', () => {
    const context = parseEntryLink(`${BASE}?exhibitionId=&tenantId=%20`);
    expect(context.exhibitionId).toBeUndefined();
    expect(context.tenantId).toBeUndefined();
    expect(context.registerType).toBeUndefined();
  });

  it('keeps unknown parameters in the merged query', () => {
    expect(parseEntryLink(`${BASE}?campaign=spring#/?x=1`).query).toEqual({ campaign: 'spring', x: '1' });
  });

  it('reads the origin of the link and the path its hash asked for', () => {
    const context = parseEntryLink('HTTPS://Fair.Example.com:8443/m/?a=1#/ticket-type/?b=2');
    expect(context.origin).toBe('https://fair.example.com:8443');
    expect(context.requestedPath).toBe('/ticket-type');
  });

  it('asks for the root path when the link has no hash', () => {
    expect(parseEntryLink(`${BASE}?a=1`).requestedPath).toBe('/');
  });
});

describe('parseEntryLink: flags, language and registration source', () => {
  it.each([
    ['yes', true],
    ['YES', true],
    ['no', false],
    ['', false],
    ['1', false],
  ])('reads isOpenAdapt=%s as %s', (value, expected) => {
    expect(parseEntryLink(`${BASE}?isOpenAdapt=${value}`).isOpenAdapt).toBe(expected);
    expect(parseEntryLink(`${BASE}#/?isOpenGeo=${value}`).isOpenGeo).toBe(expected);
  });

  it('defaults both flags to off when the link does not set them', () => {
    const context = parseEntryLink(BASE);
    expect(context.isOpenAdapt).toBe(false);
    expect(context.isOpenGeo).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['cn', 'cn'],
    ['fr', 'cn'],
    ['', 'cn'],
  ])('reads languageType=%s as %s', (value, expected) => {
    expect(parseEntryLink(`${BASE}?languageType=${value}`).languageType).toBe(expected);
  });

  it('reads the legacy registration source personal as registration', () => {
    expect(parseEntryLink(`${BASE}?registrationSource=personal`).registrationSource).toBe('registration');
  });

  it('keeps other registration sources as written', () => {
    expect(parseEntryLink(`${BASE}?registrationSource=team`).registrationSource).toBe('team');
    expect(parseEntryLink(BASE).registrationSource).toBeUndefined();
  });
});

describe('parseEntryLink: entry route by link source', () => {
  it.each([
    ['from=personalCenter', '/user-center'],
    ['from=userCenter', '/user-center'],
    ['from=inviteCard', '/invite/home'],
    ['from=giveCard', '/ticket/receive/complimentaryTickets'],
    ['registrationSource=giveCard&ticketGiveRecordId=g1', '/ticket/receive/complimentaryTickets'],
    ['from=meetingSignIn', '/meetingSignIn'],
    ['from=exhInviteStaffCard', '/exhibitorSelfService/exhInviteStaff'],
    ['from=freeTicket', '/freeTicket'],
    ['from=conferenceActivity', '/conference/activity/list'],
    ['registrationSource=inviteCard', '/invite/home'],
    ['registrationSource=personal', '/registration'],
    ['from=unknown', '/registration'],
    ['from=constructor', '/registration'],
    ['', '/registration'],
    ['from=configPageInfo&id=42', '/contentPage/42'],
    ['from=configPageInfo&id=a%2Fb', '/contentPage/a%2Fb'],
    ['from=configPageInfo', '/registration'],
  ])('routes a link with %s to %s', (query, path) => {
    expect(parseEntryLink(`${BASE}?${query}`).entryRoute).toEqual({ kind: 'route', path });
  });

  it('keeps the content page the hash asked for when a config-page link carries no id', () => {
    const context = parseEntryLink(`${BASE}?from=configPageInfo#/contentPage/7`);
    expect(context.entryRoute).toEqual({ kind: 'route', path: '/contentPage/7' });
  });

  it('marks a next-step link for the after-login decision', () => {
    expect(parseEntryLink(`${BASE}#/?from=nextStepPage`).entryRoute).toEqual({ kind: 'nextStep' });
  });

  it('prefers the from parameter over the registration source', () => {
    const context = parseEntryLink(`${BASE}?registrationSource=inviteCard&from=giveCard`);
    expect(context.entryRoute).toEqual({ kind: 'route', path: '/ticket/receive/complimentaryTickets' });
  });

  it('falls back to the registration source when from names no known source', () => {
    const context = parseEntryLink(`${BASE}?registrationSource=freeTicket&from=share`);
    expect(context.entryRoute).toEqual({ kind: 'route', path: '/freeTicket' });
  });
});
