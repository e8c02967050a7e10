import { detectEnvironment, type FunctionConfig } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { entryGateAction, type EntryGateInput } from './entry-gate';

const PHONE = detectEnvironment('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1');
const WECHAT = detectEnvironment('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.47');
const DESKTOP = detectEnvironment('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36');
const LINK = 'http://127.0.0.1:7700/?exhibitionId=demo&registerType=visitor&tenantId=000000';
const config = (switches: Partial<FunctionConfig>) => ({ browserOpenSwitch: 1, closeRegistrationLink: 0, ...switches }) as FunctionConfig;

const input = (change: Partial<EntryGateInput>): EntryGateInput => ({
  href: `${LINK}#/registration`,
  path: '/registration',
  config: config({}),
  environment: PHONE,
  pcUrl: '/pc/',
  ...change,
});

describe('the entry interception', () => {
  it.each<[string, Partial<EntryGateInput>, ReturnType<typeof entryGateAction>]>([
    ['lets a complete link on a phone through', {}, { kind: 'pass' }],
    ['sends a link without exhibition, register type or tenant to the wrong-link error', { href: 'http://127.0.0.1:7700/#/registration' }, { kind: 'route', to: '/error?code=LINK.INCORRECT' }],
    ['sends a closed registration link to /closed', { config: config({ closeRegistrationLink: 1 }) }, { kind: 'route', to: '/closed' }],
    ['asks a plain browser to open WeChat when the browser switch is off', { config: config({ browserOpenSwitch: 0 }) }, { kind: 'route', to: '/error?code=LINK.OPEN_IN_WECHAT' }],
    ['lets WeChat through when the browser switch is off', { config: config({ browserOpenSwitch: 0 }), environment: WECHAT }, { kind: 'pass' }],
    ['sends a desktop browser to the /pc/ site when the link sets the adapt flag', { href: `${LINK}&isOpenAdapt=yes#/registration`, environment: DESKTOP }, { kind: 'leave', url: `http://127.0.0.1:7700/pc/?exhibitionId=demo&registerType=visitor&tenantId=000000&isOpenAdapt=yes` }],
    ['never intercepts a route the catalogue exempts (the error page itself)', { href: 'http://127.0.0.1:7700/#/error', path: '/error' }, { kind: 'pass' }],
  ])('%s', (_name, change, expected) => {
    expect(entryGateAction(input(change))).toEqual(expected);
  });
});
