// Ids made by GroupsState.nextId end in a run-wide sequence ("vgm-<time>-9", "vgm-<time>-10"); seeded ids
// end in a zero-padded number. Records made in the same millisecond tie on createdAt, so lists break the
// tie by that sequence, compared as a number: a string compare puts "-10" before "-9".
export function compareIds(a: string, b: string): number {
  const sequenceOf = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));
  const [left, right] = [sequenceOf(a), sequenceOf(b)];
  return Number.isFinite(left) && Number.isFinite(right) && left !== right ? left - right : a.localeCompare(b);
}
