import { describe, expect, it } from 'vitest';
import { isGateTargetPath, isOpenPath, needsNoToken } from './open-paths';

describe('open paths', () => {
  it.each([
    ['/user-center', true],
    ['/user-center/', true],
    ['/user-center?x=1', true],
    ['/user-center/exhibitorReport', false],
    ['/registration', false],
    ['/exhibitorSelfService/boothInfo', false],
    ['/nowhere', false],
  ])('treats %s as open: %s', (path, expected) => expect(isOpenPath(path)).toBe(expected));

  it('lets open paths and the booth page run without a token', () => {
    expect(needsNoToken('/jump')).toBe(true);
    expect(needsNoToken('/exhibitorSelfService/boothInfo')).toBe(true);
    expect(needsNoToken('/contentPage/7')).toBe(true);
    expect(needsNoToken('/confirmation')).toBe(false);
    expect(needsNoToken('/nowhere')).toBe(false);
  });

  it('knows the status pages the gates lead to', () => {
    expect(isGateTargetPath('/error?message=x')).toBe(true);
    expect(isGateTargetPath('/closed')).toBe(true);
    expect(isGateTargetPath('/registration')).toBe(false);
  });
});
