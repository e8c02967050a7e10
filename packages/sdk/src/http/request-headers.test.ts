import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './basic-client';
import { requestHeaders } from './request-headers';

describe('request headers of spec §7', () => {
  const basic = basicAuthorization({ clientId: 'saber', clientSecret: 'saber_secret' });

  it('encodes the OAuth client as Basic base64(id:secret)', () => {
    expect(basic).toBe(`Basic ${Buffer.from('saber:saber_secret').toString('base64')}`);
  });

  it('sends every link value, the terminal and the bearer token in Blade-Auth', () => {
    const headers = requestHeaders(
      {
        token: 'abc',
        userType: 'visitor',
        exhibitionId: 'demo',
        registerType: 'visitor',
        tenantId: '000001',
        languageType: 'en',
        sourceCode: 'QR',
        visitingGroupId: 'g1',
      },
      basic,
      'wechat',
    );

    expect(headers).toEqual({
      Authorization: basic,
      'Blade-Auth': 'bearer abc',
      Terminal: 'wechat',
      'Tenant-Id': '000001',
      'User-Type': 'visitor',
      'Exhibition-Id': 'demo',
      'Register-Type': 'visitor',
      'Language-Type': 'en',
      'Source-Code': 'QR',
      'Visiting-Group-Id': 'g1',
    });
  });

  it('falls back to the BladeX default tenant and leaves out what is unknown, including the token', () => {
    expect(requestHeaders({}, basic, 'H5')).toEqual({ Authorization: basic, Terminal: 'H5', 'Tenant-Id': '000000' });
  });
});
