import { describe, expect, it } from 'vitest';
import { LINK_CREDENTIAL_PARAMS } from './link-credentials';
import { SHAREABLE_LINK_PARAMS, shareLinkOf } from './share-link';

const LINK = 'https://fair.example/m/?exhibitionId=demo&registerType=visitor&tenantId=000000';

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
