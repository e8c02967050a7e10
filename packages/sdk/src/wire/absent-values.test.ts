import { describe, expect, it } from 'vitest';
import { countOrAbsent, flagOrFalse, isEmptyObject, listOrEmpty, objectOrNull, switchOrOff, textOrAbsent, textOrEmpty } from './absent-values';

describe('absent values', () => {
  it('textOrAbsent: "", blanks, null and undefined are none; other texts pass untrimmed', () => {
    expect([textOrAbsent(''), textOrAbsent('  \t'), textOrAbsent(null), textOrAbsent(undefined)]).toEqual([undefined, undefined, undefined, undefined]);
    expect(textOrAbsent(' email ')).toBe(' email ');
  });

  it('textOrEmpty: null and undefined are "", "" and texts stay', () => {
    expect([textOrEmpty(null), textOrEmpty(undefined), textOrEmpty(''), textOrEmpty('x')]).toEqual(['', '', '', 'x']);
  });

  it('countOrAbsent: -1 (any negative), null and undefined are none; 0 and positives stay', () => {
    expect([countOrAbsent(-1), countOrAbsent(-7), countOrAbsent(null), countOrAbsent(undefined)]).toEqual([undefined, undefined, undefined, undefined]);
    expect([countOrAbsent(0), countOrAbsent(20)]).toEqual([0, 20]);
  });

  it('switchOrOff: -1, null and undefined are 0; 0 and 1 stay', () => {
    expect([switchOrOff(-1), switchOrOff(null), switchOrOff(undefined), switchOrOff(0), switchOrOff(1)]).toEqual([0, 0, 0, 0, 1]);
  });

  it('flagOrFalse: null and undefined are false; false and true stay', () => {
    expect([flagOrFalse(null), flagOrFalse(undefined), flagOrFalse(false), flagOrFalse(true)]).toEqual([false, false, false, true]);
  });

  it('listOrEmpty: null and undefined are []; a list, empty or not, is the same list', () => {
    const empty: string[] = [];
    const list = ['a'];
    expect([listOrEmpty(null), listOrEmpty(undefined)]).toEqual([[], []]);
    expect(listOrEmpty(empty)).toBe(empty);
    expect(listOrEmpty(list)).toBe(list);
  });

  it('objectOrNull: {}, null and undefined are null; an object with keys is the same object', () => {
    const leader = { processStatus: 0 };
    expect([objectOrNull({}), objectOrNull(null), objectOrNull(undefined)]).toEqual([null, null, null]);
    expect(objectOrNull(leader)).toBe(leader);
    expect([isEmptyObject({}), isEmptyObject([]), isEmptyObject(null), isEmptyObject({ a: 1 })]).toEqual([true, false, false, false]);
  });
});
