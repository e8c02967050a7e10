import { describe, expect, it } from 'vitest';
import { checkEntryGates, type EntryGateInput, type GateOutcome } from './entry-gates';
import { parseEntryLink } from './parse-entry-link';

const ORIGIN = 'https://fair.example.com';
const FULL_LINK = `${ORIGIN}/m/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration`;

const openConfig = { closeRegistrationLink: 0, browserOpenSwitch: 1, browserOpenSwitchEn: 1 } as const;
const phoneInWeChat = { isWeChat: true, isDesktop: false, isSupportedDevice: true };

const gate = (overrides: Partial<EntryGateInput> & { link?: string }): GateOutcome =>
  checkEntryGates({
    context: parseEntryLink(overrides.link ?? FULL_LINK),
    path: '/registration',
    config: openConfig,
    environment: phoneInWeChat,
    ...overrides,
  });

describe('checkEntryGates: link completeness', () => {
  it('lets a complete link through', () => {
    expect(gate({})).toEqual({ kind: 'pass' });
  });

  it.each(['exhibitionId', 'registerType', 'tenantId'])('reports a wrong link when %s is missing on a page that needs it', (name) => {
    const link = FULL_LINK.replace(new RegExp(`${name}=[^&#]*&?`), '');
    expect(gate({ link })).toEqual({ kind: 'error', code: 'LINK.INCORRECT' });
  });

  it.each(['/', '/error', '/closed', '/jump', '/geo', '/user-center', '/invite/home', '/meetingSignIn',
    '/exhibitorSelfService/exhInviteStaff', '/hotel', '/traffic', '/test2', '/user-center/'])(
    'lets an incomplete link open the open path %s',
    (path) => {
      expect(gate({ link: `${ORIGIN}/m/#${path}`, path, config: null })).toEqual({ kind: 'pass' });
    },
  );

  it('still requires a complete link on the no-token booth page', () => {
    const path = '/exhibitorSelfService/boothInfo';
    expect(gate({ link: `${ORIGIN}/m/`, path, config: null })).toEqual({ kind: 'error', code: 'LINK.INCORRECT' });
  });
});

describe('checkEntryGates: configuration and browser', () => {
  it('sends the user to the closed page when the registration link is closed', () => {
    expect(gate({ config: { ...openConfig, closeRegistrationLink: 1 } })).toEqual({ kind: 'route', path: '/closed' });
  });

  it('does not send the closed page to itself', () => {
    expect(gate({ path: '/closed', config: { ...openConfig, closeRegistrationLink: 1 } })).toEqual({ kind: 'pass' });
  });

  it('asks for WeChat when a plain browser opens a link whose browser switch is off', () => {
    const outcome = gate({
      config: { ...openConfig, browserOpenSwitch: 0 },
      environment: { ...phoneInWeChat, isWeChat: false },
    });
    expect(outcome).toEqual({ kind: 'error', code: 'LINK.OPEN_IN_WECHAT' });
  });

  it('uses the English browser switch for an English link', () => {
    const environment = { ...phoneInWeChat, isWeChat: false };
    const enLink = `${FULL_LINK}?languageType=en`;
    expect(gate({ link: enLink, config: { ...openConfig, browserOpenSwitch: 0 }, environment })).toEqual({ kind: 'pass' });
    expect(gate({ link: enLink, config: { ...openConfig, browserOpenSwitchEn: 0 }, environment })).toEqual({
      kind: 'error',
      code: 'LINK.OPEN_IN_WECHAT',
    });
  });

  it('lets WeChat open a link whose browser switch is off', () => {
    expect(gate({ config: { ...openConfig, browserOpenSwitch: 0 } })).toEqual({ kind: 'pass' });
  });

  it('checks the closed link before the browser', () => {
    const outcome = gate({
      config: { closeRegistrationLink: 1, browserOpenSwitch: 0, browserOpenSwitchEn: 0 },
      environment: { ...phoneInWeChat, isWeChat: false },
    });
    expect(outcome).toEqual({ kind: 'route', path: '/closed' });
  });

  it('skips the configuration gates while no configuration is loaded', () => {
    expect(gate({ config: null, environment: { ...phoneInWeChat, isWeChat: false } })).toEqual({ kind: 'pass' });
  });

  it('reports an unsupported device', () => {
    expect(gate({ environment: { ...phoneInWeChat, isSupportedDevice: false } })).toEqual({
      kind: 'error',
      code: 'DEVICE.UNSUPPORTED',
    });
  });

  it('shows the error page itself on an unsupported device', () => {
    expect(gate({ path: '/error', environment: { ...phoneInWeChat, isSupportedDevice: false } })).toEqual({ kind: 'pass' });
  });
});

describe('checkEntryGates: desktop browsers', () => {
  const desktop = { isWeChat: false, isDesktop: true, isSupportedDevice: true };
  const adaptLink = `${ORIGIN}/m/?isOpenAdapt=yes&exhibitionId=demo#/registration?tenantId=000000`;

  it('sends a desktop browser to the /pc/ site on the same origin, keeping the query, when adapt is on', () => {
    expect(gate({ link: adaptLink, environment: desktop })).toEqual({
      kind: 'redirect',
      url: `${ORIGIN}/pc/?isOpenAdapt=yes&exhibitionId=demo&tenantId=000000`,
    });
  });

  it.each([
    ['the default desktop site', `${ORIGIN}/pc/?isOpenAdapt=yes&exhibitionId=demo#/registration`, undefined],
    ['its index page', `${ORIGIN}/pc/index.html?isOpenAdapt=yes&exhibitionId=demo`, undefined],
    ['a configured desktop URL', `${ORIGIN}/desktop/index.html?v=2&isOpenAdapt=yes`, `${ORIGIN}/desktop/index.html?v=2`],
  ])('does not send a desktop visit of %s to itself', (_, link, pcUrl) => {
    const outcome = gate({ link, environment: desktop, pcUrl });
    expect(outcome.kind).not.toBe('redirect');
  });

  it('redirects before any other gate', () => {
    const outcome = gate({ link: `${ORIGIN}/?isOpenAdapt=yes`, environment: desktop, config: { ...openConfig, closeRegistrationLink: 1 } });
    expect(outcome).toEqual({ kind: 'redirect', url: `${ORIGIN}/pc/?isOpenAdapt=yes` });
  });

  it('uses a configured desktop URL on the same origin', () => {
    const outcome = gate({ link: adaptLink, environment: desktop, pcUrl: `${ORIGIN}/pc/index.html?v=2` });
    expect(outcome).toEqual({
      kind: 'redirect',
      url: `${ORIGIN}/pc/index.html?v=2&isOpenAdapt=yes&exhibitionId=demo&tenantId=000000`,
    });
  });

  it('uses a configured desktop path on the link origin', () => {
    const outcome = gate({ link: `${ORIGIN}/?isOpenAdapt=yes`, environment: desktop, pcUrl: '/desktop/' });
    expect(outcome).toEqual({ kind: 'redirect', url: `${ORIGIN}/desktop/?isOpenAdapt=yes` });
  });

  it.each([
    ['another origin', 'https://evil.example.net/pc/'],
    ['a protocol-relative URL', '//evil.example.net/pc/'],
    ['a backslash path', '/\\evil.example.net'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('falls back to /pc/ when the configured desktop URL is %s', (_name, pcUrl) => {
    const outcome = gate({ link: `${ORIGIN}/?isOpenAdapt=yes`, environment: desktop, pcUrl });
    expect(outcome).toEqual({ kind: 'redirect', url: `${ORIGIN}/pc/?isOpenAdapt=yes` });
  });

  it('keeps a desktop browser on the mobile page when adapt is off', () => {
    expect(gate({ environment: { ...desktop, isWeChat: true } })).toEqual({ kind: 'pass' });
  });
});
