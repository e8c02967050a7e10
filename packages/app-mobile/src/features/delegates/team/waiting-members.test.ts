import { beforeEach, describe, expect, it } from 'vitest';
import { readWaiting, withMember, writeWaiting } from './waiting-members';

const member = (key: string, phone: string) => ({ key, phone, values: { name: `成员${key}` } });

describe('the waiting members of a team', () => {
  beforeEach(() => sessionStorage.clear());

  it('are kept per visitor and exhibition, and forgotten when emptied', () => {
    writeWaiting('demo.u1', [member('a', '13900000001')]);
    expect(readWaiting('demo.u1')).toEqual([member('a', '13900000001')]);
    expect(readWaiting('demo.u2')).toEqual([]);
    writeWaiting('demo.u1', []);
    expect(sessionStorage.length).toBe(0);
  });

  it('read nothing from a damaged entry, and skip entries that are no members', () => {
    sessionStorage.setItem('fairpass.teamWaiting.demo.u1', '{not json');
    expect(readWaiting('demo.u1')).toEqual([]);
    sessionStorage.setItem('fairpass.teamWaiting.demo.u1', JSON.stringify([member('a', '1'), { key: 1 }, null]));
    expect(readWaiting('demo.u1')).toEqual([member('a', '1')]);
  });

  it('replace an edited member in place, or add a new one at the end', () => {
    const list = [member('a', '1'), member('b', '2')];
    expect(withMember(list, member('a', '9')).map((m) => m.phone)).toEqual(['9', '2']);
    expect(withMember(list, member('c', '3')).map((m) => m.key)).toEqual(['a', 'b', 'c']);
  });
});
