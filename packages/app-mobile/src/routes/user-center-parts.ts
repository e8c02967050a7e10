// Every feature's part of the personal centre, found on disk like the route manifest: Vite's
// import.meta.glob reads each `features/<area>/user-center-part.ts` (its one export `userCenterPart`),
// in the order of the folder names. A new part is a new file in its feature; nothing here changes.
import type { UserCenterPart } from './user-center-part';

const FEATURE_PARTS = import.meta.glob<UserCenterPart>('../features/*/user-center-part.ts', { eager: true, import: 'userCenterPart' });

export const USER_CENTER_PARTS: readonly UserCenterPart[] = Object.keys(FEATURE_PARTS)
  .sort()
  .map((file) => FEATURE_PARTS[file]!);
