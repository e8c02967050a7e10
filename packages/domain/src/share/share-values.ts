// Collects the placeholder values from the user and exhibitor records the app already holds.
import type { ExhibitorInfo } from '../identity/exhibitor-info';
import type { UserInfo } from '../identity/user-info';
import { SHARE_PLACEHOLDERS, type SharePlaceholder } from './share-placeholders.table';

export type SharePlaceholderValues = Partial<Record<SharePlaceholder, string | number | null>>;

export type ShareSources = {
  readonly user?: Partial<UserInfo> | null;
  readonly exhibitor?: (Partial<Omit<ExhibitorInfo, 'companyExhibitionVO'>> & {
    readonly companyExhibitionVO?: Partial<ExhibitorInfo['companyExhibitionVO']> | null;
  }) | null;
};

const read = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    return (node as Record<string, unknown>)[key];
  }, root);

const asValue = (value: unknown): string | number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

export const sharePlaceholderValues = (sources: ShareSources): SharePlaceholderValues => {
  const values: SharePlaceholderValues = {};
  for (const [placeholder, paths] of Object.entries(SHARE_PLACEHOLDERS) as [SharePlaceholder, readonly (readonly string[])[]][]) {
    for (const path of paths) {
      const value = asValue(read(sources, path));
      if (value !== undefined) {
        values[placeholder] = value;
        break;
      }
    }
  }
  return values;
};
