import { describe, expect, it } from 'vitest';
import { publicLinkParams, publicQuery, withoutLinkCredentials } from './link-credentials';

const LINK = 'https://fair.example/m/?exhibitionId=demo&registerType=visitor&tenantId=000000';

describe('an address with credentials', () => {
  it('loses the openid, the imaster code, the desktop hand-off and the state nonce, keeping everything else as written', () => {
    const url = `${LINK}&openid=o-abc&imasterCode=im-1&pcJumpAccount=zhang&openidState=n1&inviteUserName=%E5%AE%8B#/confirmation`;
    expect(withoutLinkCredentials(url)).toBe(`${LINK}&inviteUserName=%E5%AE%8B#/confirmation`);
  });

  it("loses OAuth's code and state before the hash, but keeps a screen's own code inside it", () => {
    expect(withoutLinkCredentials(`${LINK}&code=wx-code&state=s#/error?code=AUTH.UNAUTHORIZED`)).toBe(`${LINK}#/error?code=AUTH.UNAUTHORIZED`);
  });

  it('loses a credential written inside the hash, and tokens under any spelling', () => {
    expect(withoutLinkCredentials(`${LINK}&access_token=t#/wallet?openid=o-1&token=t2&tab=valid`)).toBe(`${LINK}#/wallet?tab=valid`);
  });

  it('drops the whole query mark when only credentials were in it', () => {
    expect(withoutLinkCredentials('https://fair.example/?openid=o-1#/registration')).toBe('https://fair.example/#/registration');
    expect(withoutLinkCredentials('https://fair.example/?openid=o-1')).toBe('https://fair.example/');
  });

  it('is recognised even when the name is percent-encoded', () => {
    expect(withoutLinkCredentials(`${LINK}&open%69d=o-1`)).toBe(LINK);
  });
});

describe('an address without credentials', () => {
  it('is returned exactly as written', () => {
    const url = `${LINK}&languageType=en&x=%zz#/registration?step=2`;
    expect(withoutLinkCredentials(url)).toBe(url);
  });
});

describe('what a session keeps of a link', () => {
  it('keeps the public entry parameters and none of the credentials', () => {
    expect(publicLinkParams({ exhibitionId: 'demo', openid: 'o-1', imasterCode: 'im', pcJumpAccount: 'a', inviteUserId: 'u1' })).toEqual({
      exhibitionId: 'demo',
      inviteUserId: 'u1',
    });
    expect(publicQuery({ exhibitionId: 'demo', openid: 'o-1', code: 'c', state: 's', isOpenGeo: 'yes' })).toEqual({ exhibitionId: 'demo', isOpenGeo: 'yes' });
  });
});
