// Everything reachable from `roots` by following `next` (each node once): the walk behind the module
// closures, the chunks a page preloads, and the chunks bench:size counts.
export function reachable<T>(roots: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const pending = [...roots];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    pending.push(...next(node));
  }
  return seen;
}
