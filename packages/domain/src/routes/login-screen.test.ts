import { describe, expect, it } from 'vitest';
import { loginScreenOf } from './login-screen';

describe('the login page a logged-out visitor is sent to', () => {
  it.each([
    ['an exhibitor self-service screen', '/exhibitorSelfService/exhibitorRegist', '/exhibitorSelfService/exhibitorRegist/login'],
    ['the company content', '/exhibitorSelfService/information', '/exhibitorSelfService/exhibitorRegist/login'],
    ['a new-generation exhibitor screen', '/exhibitorSelfServiceNew/invitationTemplate', '/exhibitorSelfService/exhibitorRegist/login'],
    ['the review screen staff share with companies', '/exhibitorSelfService/auditing', '/registration'],
    ['a visitor screen', '/order', '/registration'],
    ['a user-centre screen', '/user-center/exhibitorLogo', '/registration'],
  ] as const)('%s', (_name, route, expected) => {
    expect(loginScreenOf(route)).toBe(expected);
  });
});
