// The sharers' ranking (/myRanking): everyone with at least one registration through them, most first.
// Equal counts share a rank and the next rank skips (competition ranking: 1, 2, 2, 4); among equals the
// one who reached the count first comes first, so a newcomer does not jump the queue.

/** How many registered through one sharer. */
export interface SharerCount {
  readonly userId: string;
  readonly registered: number;
  /** When the sharer's latest counted registration came (epoch ms). */
  readonly lastAt: number;
}

/** A sharer with their place in the ranking. */
export interface RankedSharer extends SharerCount {
  readonly rank: number;
}

/** The sharers with at least one registration, ranked (competition ranking, the earlier first among equals). */
export function rankSharers(counts: readonly SharerCount[]): RankedSharer[] {
  const sorted = counts
    .filter((count) => count.registered > 0)
    .sort((a, b) => b.registered - a.registered || a.lastAt - b.lastAt || a.userId.localeCompare(b.userId));
  return sorted.map((count, index) => {
    const firstEqual = sorted.findIndex((other) => other.registered === count.registered);
    return { ...count, rank: (firstEqual === -1 ? index : firstEqual) + 1 };
  });
}
