import { describe, expect, it } from 'vitest';
import { readReply, type FieldRule } from './reply-shape';

const SHAPE: FieldRule = {
  object: {
    name: 'text',
    note: 'optionalText',
    on: 'switch',
    status: 'number',
    limit: 'optionalCount',
    required: 'flag',
    raw: 'keep',
    tags: { list: 'text' },
    rows: { list: { object: { id: 'text', hint: 'optionalText' } } },
    leader: { nullable: { object: { processStatus: 'number' } } },
    card: { object: { phone: 'optionalText' } },
  },
};

const PLAIN = {
  name: 'Ann',
  on: 1,
  status: 0,
  required: true,
  raw: 'as sent',
  tags: ['a'],
  rows: [{ id: 'r1' }],
  leader: null,
  card: {},
  unknown: null,
};

describe('readReply', () => {
  it('hands a reply that is already right back as the same object', () => {
    expect(readReply(PLAIN, SHAPE)).toBe(PLAIN);
    const withOptionals = { ...PLAIN, note: 'n', limit: 0, leader: { processStatus: 1 } };
    expect(readReply(withOptionals, SHAPE)).toBe(withOptionals);
  });

  it('reads the Jackson placeholders back as the plain reply', () => {
    const jackson = {
      name: 'Ann',
      note: '',
      on: 1,
      status: 0,
      limit: -1,
      required: true,
      raw: 'as sent',
      tags: ['a'],
      rows: [{ id: 'r1', hint: ' ' }],
      leader: {},
      card: { phone: '' },
      unknown: null,
    };
    expect(readReply(jackson, SHAPE)).toEqual(PLAIN);
  });

  it('fills what the domain requires when a field is null or missing, and leaves no optional key behind', () => {
    expect(readReply({ name: null, on: -1, required: null, tags: null, rows: [{ id: null }], leader: undefined, card: null }, SHAPE)).toEqual({
      name: '',
      on: 0,
      required: false,
      tags: [],
      rows: [{ id: '' }],
      leader: null,
      card: {},
    });
    expect(readReply({}, SHAPE)).toEqual({ name: '', on: 0, required: false, tags: [], rows: [], leader: null, card: {} });
  });

  it('keeps values it has no rule for, and values of an unexpected kind', () => {
    const odd = { ...PLAIN, status: -1, tags: 'not a list', card: 'not an object', extra: { x: null } };
    expect(readReply(odd, SHAPE)).toBe(odd);
  });

  it('reads a whole null reply by its rule: {} / null → null for a nullable, null → [] for a list', () => {
    expect(readReply({}, { nullable: { object: { id: 'text' } } })).toBeNull();
    expect(readReply(null, { nullable: { object: { id: 'text' } } })).toBeNull();
    expect(readReply(null, { list: 'text' })).toEqual([]);
  });
});
