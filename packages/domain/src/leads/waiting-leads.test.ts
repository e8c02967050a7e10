import { describe, expect, it } from 'vitest';
import { leadOwnerPrefixOf, waitingLeadCount } from './waiting-leads';

const entry = (owner: string, localId: string) => ({ owner, localId });

describe('the leads waiting on this phone', () => {
  it('counts each lead with writes still to send once, whichever account of the exhibition captured it', () => {
    const entries = [entry('demo/u-6', 'a'), entry('demo/u-6', 'a'), entry('demo/u-6', 'b'), entry('demo/u-150', 'a')];
    expect(waitingLeadCount(entries, 'demo')).toBe(3);
  });

  it('leaves out another exhibition’s leads, one whose id merely starts alike, and counts none without an exhibition', () => {
    const entries = [entry('demo/u-6', 'a'), entry('demo-2/u-6', 'b'), entry('other/u-6', 'c')];
    expect(waitingLeadCount(entries, 'demo')).toBe(1);
    expect(waitingLeadCount(entries, '')).toBe(0);
    expect(waitingLeadCount([], 'demo')).toBe(0);
  });

  it('names the owners of an exhibition by their shared start', () => {
    expect(leadOwnerPrefixOf('demo')).toBe('demo/');
  });
});
