import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardInput } from './route-guard';

const loginRoute = { path: '/confirmation' } as const;
const visitorOnly = { path: '/confirmation', identities: ['visitor'] } as const;
const orderDetail = { path: '/order/:orderId' } as const;

describe('the route guard', () => {
  it.each<[string, GuardInput, ReturnType<typeof guardRoute>]>([
    ['opens a no-token route without a login', { route: { path: '/registration' }, path: '/registration', hasToken: false, registerType: null, search: '' }, { kind: 'allow' }],
    ['opens an open route without a login', { route: { path: '/user-center' }, path: '/user-center', hasToken: false, registerType: null, search: '' }, { kind: 'allow' }],
    [
      'sends a visitor without a token to /registration, keeping the query and naming the screen asked for',
      { route: loginRoute, path: '/confirmation', hasToken: false, registerType: null, search: 'exhibitionId=demo' },
      { kind: 'redirect', to: '/registration?exhibitionId=demo&redirect=%2Fconfirmation%3FexhibitionId%3Ddemo' },
    ],
    ['sends a visitor without a token and without a query to /registration with the target', { route: loginRoute, path: '/confirmation', hasToken: false, registerType: null, search: '' }, { kind: 'redirect', to: '/registration?redirect=%2Fconfirmation' }],
    ['names a route with a parameter as opened', { route: orderDetail, path: '/order/1907000000000001111', hasToken: false, registerType: null, search: '' }, { kind: 'redirect', to: '/registration?redirect=%2Forder%2F1907000000000001111' }],
    [
      'keeps no credential of the query in the target',
      { route: loginRoute, path: '/confirmation', hasToken: false, registerType: null, search: 'token=t1&tab=2' },
      { kind: 'redirect', to: '/registration?token=t1&tab=2&redirect=%2Fconfirmation%3Ftab%3D2' },
    ],
    [
      'replaces a target the query already carried',
      { route: loginRoute, path: '/confirmation', hasToken: false, registerType: null, search: 'redirect=https%3A%2F%2Fevil.example' },
      { kind: 'redirect', to: '/registration?redirect=%2Fconfirmation' },
    ],
    [
      'sends a logged-out exhibitor to the exhibitor login page, the screen asked for as its target',
      { route: { path: '/exhibitorSelfService/exhCertificationCode' }, path: '/exhibitorSelfService/exhCertificationCode', hasToken: false, registerType: null, search: 'registerType=exhibitorDept' },
      { kind: 'redirect', to: '/exhibitorSelfService/exhibitorRegist/login?registerType=exhibitorDept&redirect=%2FexhibitorSelfService%2FexhCertificationCode%3FregisterType%3DexhibitorDept' },
    ],
    ['lets a logged-in user in', { route: loginRoute, path: '/confirmation', hasToken: true, registerType: 'visitor', search: '' }, { kind: 'allow' }],
    ['lets an allowed identity in', { route: visitorOnly, path: '/confirmation', hasToken: true, registerType: 'visitor', search: '' }, { kind: 'allow' }],
    ['sends another identity back to the login page, with no target', { route: visitorOnly, path: '/confirmation', hasToken: true, registerType: 'exhibitorDept', search: 'a=1' }, { kind: 'redirect', to: '/registration?a=1' }],
    ['waits for the user record before judging the identity', { route: visitorOnly, path: '/confirmation', hasToken: true, registerType: null, search: '' }, { kind: 'allow' }],
    ['opens the wallet without a login on the copy the phone keeps for the gate', { route: { path: '/wallet' }, path: '/wallet', hasToken: false, keptWallet: true, registerType: null, search: '' }, { kind: 'allow' }],
    ['opens a ticket without a login on the copy the phone keeps for the gate', { route: { path: '/wallet/:id' }, path: '/wallet/t-1', hasToken: false, keptWallet: true, registerType: null, search: '' }, { kind: 'allow' }],
    ['asks a login for the wallet when the phone keeps none', { route: { path: '/wallet/:id' }, path: '/wallet/t-1', hasToken: false, keptWallet: false, registerType: null, search: '' }, { kind: 'redirect', to: '/registration?redirect=%2Fwallet%2Ft-1' }],
    [
      'names no target when the session ended on the screen (a logout there): the next login starts afresh',
      { route: loginRoute, path: '/confirmation', hasToken: false, registerType: null, search: 'exhibitionId=demo', sessionEndedOnScreen: true },
      { kind: 'redirect', to: '/registration?exhibitionId=demo' },
    ],
    ['asks a login for anything else, kept wallet or not', { route: orderDetail, path: '/order/1', hasToken: false, keptWallet: true, registerType: null, search: '' }, { kind: 'redirect', to: '/registration?redirect=%2Forder%2F1' }],
  ])('%s', (_name, input, expected) => {
    expect(guardRoute(input)).toEqual(expected);
  });
});
