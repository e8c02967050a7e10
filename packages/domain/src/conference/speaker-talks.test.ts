import { describe, expect, it } from 'vitest';
import { speakerTalksOf } from './speaker-talks';

const talk = (id: string, startTime: string, timeState: 'upcoming' | 'ongoing' | 'ended') => ({ id, startTime, timeState });

describe('a speaker’s own talks', () => {
  it('puts the talks to come first in start order, the next one leading, then the ended ones latest first', () => {
    const talks = speakerTalksOf([
      talk('c', '2026-11-28 14:00:00', 'upcoming'),
      talk('a', '2026-11-26 09:00:00', 'ended'),
      talk('b', '2026-11-27 10:00:00', 'ongoing'),
      talk('d', '2026-11-26 15:00:00', 'ended'),
    ]);
    expect(talks.toCome.map((t) => t.id)).toEqual(['b', 'c']);
    expect(talks.next?.id).toBe('b');
    expect(talks.ended.map((t) => t.id)).toEqual(['d', 'a']);
  });

  it('has no next talk once every talk has ended, and nothing at all for no talks', () => {
    expect(speakerTalksOf([talk('a', '2026-11-26 09:00:00', 'ended')])).toEqual({ toCome: [], ended: [talk('a', '2026-11-26 09:00:00', 'ended')] });
    expect(speakerTalksOf([])).toEqual({ toCome: [], ended: [] });
  });

  it('keeps talks that start together in a fixed order, and does not change the list it was given', () => {
    const given = [talk('y', '2026-11-27 10:00:00', 'upcoming'), talk('x', '2026-11-27 10:00:00', 'upcoming')];
    expect(speakerTalksOf(given).toCome.map((t) => t.id)).toEqual(['x', 'y']);
    expect(given.map((t) => t.id)).toEqual(['y', 'x']);
  });
});
