import { afterEach, describe, expect, it } from 'vitest';
import { hashNavigate } from './hash-path';
import { moveToLoginBeforeHydration } from './login-first-address';

const LINK = '/?exhibitionId=demo&registerType=visitor';

describe('the address before the login markup is hydrated', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('moves a link to a screen behind the login to the login, with the screen as its target and the query kept', () => {
    history.replaceState(null, '', `${LINK}#/ticket-type?registerLinkId=r1`);
    moveToLoginBeforeHydration(false);
    expect(location.search).toBe('?exhibitionId=demo&registerType=visitor');
    const [path, query] = location.hash.slice(1).split('?');
    expect(path).toBe('/registration');
    const params = new URLSearchParams(query);
    expect(params.get('registerLinkId')).toBe('r1');
    expect(params.get('redirect')).toBe('/ticket-type?registerLinkId=r1');
  });

  it("lets the line kept for the login's note go once the visitor leaves the login", () => {
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    root.setAttribute('data-fp-login-target', '');
    history.replaceState(null, '', `${LINK}#/infoWap`);
    moveToLoginBeforeHydration(false);
    hashNavigate('/registration');
    expect(root.hasAttribute('data-fp-login-target')).toBe(true);
    hashNavigate('/infoWap');
    expect(root.hasAttribute('data-fp-login-target')).toBe(false);
    root.remove();
  });

  it('leaves the address alone once the visitor is logged in, on the login itself, and on other screens', () => {
    for (const [hash, hasToken] of [['#/infoWap', true], ['#/registration', false], ['#/order', false]] as const) {
      history.replaceState(null, '', `${LINK}${hash}`);
      moveToLoginBeforeHydration(hasToken);
      expect(location.hash).toBe(hash);
    }
  });
});
