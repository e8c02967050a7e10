import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const base = { clientId: 'saber', clientSecret: 'saber_secret' };

describe('the runtime config.json', () => {
  it('names the articles that hold the login agreements', () => {
    const config = parseRuntimeConfig({ ...base, agreementArticles: { privacy: '2', initiative: '4', other: 'x' } });
    expect(config.agreementArticles).toEqual({ privacy: '2', initiative: '4' });
  });

  it('leaves the agreements without articles when it names none', () => {
    expect(parseRuntimeConfig(base).agreementArticles).toEqual({});
  });

  it('refuses an agreement article that is not an id, naming the field', () => {
    expect(() => parseRuntimeConfig({ ...base, agreementArticles: { privacy: 2 } })).toThrow('agreementArticles.privacy');
    expect(() => parseRuntimeConfig({ ...base, agreementArticles: 'x' })).toThrow('agreementArticles');
  });
});
