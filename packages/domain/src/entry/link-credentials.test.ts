import { describe, expect, it } from 'vitest';
import { LINK_CREDENTIAL_PARAMS, publicLinkParams, publicQuery, SHAREABLE_LINK_PARAMS, shareLinkOf, withoutLinkCredentials } from './link-credentials';

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

describe('a share link', () => {
  it('may carry no credential and no onward address', () => {
    for (const name of [...LINK_CREDENTIAL_PARAMS, 'fromUrl', 'targetUrl']) expect(SHAREABLE_LINK_PARAMS).not.toContain(name);
    expect(SHAREABLE_LINK_PARAMS).toEqual(expect.arrayContaining(['exhibitionId', 'registerType', 'tenantId', 'inviteUserId', 'ticketGiveRecordId']));
  });

  it("is made of the entry link's shareable parameters and the page's in-app path, never the address's credentials", () => {
    const page = `${LINK}&openid=o-sharer&imasterCode=im&fromUrl=https%3A%2F%2Fevil.example&targetUrl=x&unknown=1#/confirmation`;
    const link = shareLinkOf(page, { exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000', openid: 'o-sharer' });
    expect(link).toBe('https://fair.example/m/?exhibitionId=demo&registerType=visitor&tenantId=000000#/confirmation');
  });

  it("carries the inviter, the source and the link's switches, encoded", () => {
    const page = `${LINK}&isOpenGeo=yes#/invite/home`;
    const link = shareLinkOf(page, { exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000', inviteUserName: '宋分享', registrationSource: 'inviteCard' });
    expect(link).toBe(
      'https://fair.example/m/?exhibitionId=demo&registerType=visitor&tenantId=000000&registrationSource=inviteCard&inviteUserName=%E5%AE%8B%E5%88%86%E4%BA%AB&isOpenGeo=yes#/invite/home',
    );
  });

  it("keeps a screen's parameters inside the hash but not a credential there", () => {
    expect(shareLinkOf(`${LINK}#/contentPage/a1?openid=o&lang=en`, { exhibitionId: 'demo' })).toBe(
      'https://fair.example/m/?exhibitionId=demo&registerType=visitor&tenantId=000000#/contentPage/a1?lang=en',
    );
  });

  it('has no hash when the page has none', () => {
    expect(shareLinkOf(`${LINK}&openid=o`)).toBe(LINK);
  });
});
