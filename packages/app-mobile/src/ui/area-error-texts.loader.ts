// The areas' error messages' code (area-error-texts.ts) with the list of their files, fetched once, on
// the first namespace of another screen, the first message of an area's code, or after the first screen.
import { fetchedOnce } from './fetched-once';

export const loadAreaErrorTexts = fetchedOnce(() => import('./area-error-texts'));
