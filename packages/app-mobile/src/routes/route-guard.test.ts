import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardInput } from './route-guard';

const loginRoute = { path: '/confirmation' } as const;
const visitorOnly = { path: '/confirmation', identities: ['visitor'] } as const;

describe('the route guard', () => {
  it.each<[string, GuardInput, ReturnType<typeof guardRoute>]>([
    ['opens a no-token route without a login', { route: { path: '/registration' }, hasToken: false, registerType: null, search: '' }, { kind: 'allow' }],
    ['sends a visitor without a token to /registration, keeping the query', { route: loginRoute, hasToken: false, registerType: null, search: 'exhibitionId=demo' }, { kind: 'redirect', to: '/registration?exhibitionId=demo' }],
    ['sends a visitor without a token and without a query to plain /registration', { route: loginRoute, hasToken: false, registerType: null, search: '' }, { kind: 'redirect', to: '/registration' }],
    ['lets a logged-in user in', { route: loginRoute, hasToken: true, registerType: 'visitor', search: '' }, { kind: 'allow' }],
    ['lets an allowed identity in', { route: visitorOnly, hasToken: true, registerType: 'visitor', search: '' }, { kind: 'allow' }],
    ['sends another identity back to the login page', { route: visitorOnly, hasToken: true, registerType: 'exhibitorDept', search: 'a=1' }, { kind: 'redirect', to: '/registration?a=1' }],
    ['waits for the user record before judging the identity', { route: visitorOnly, hasToken: true, registerType: null, search: '' }, { kind: 'allow' }],
  ])('%s', (_name, input, expected) => {
    expect(guardRoute(input)).toEqual(expected);
  });
});
