// An invitation template as the company types it (design exhibitor.md §2.5 editInvitation, §5.2 rule 8):
// title and body in zh and en, each filled with `%%placeholders%%` from the share placeholder table
// (spec §3) and none other — an unknown one is refused naming it (TEMPLATE.PLACEHOLDER_UNKNOWN), as a
// share text would otherwise silently drop it. Both languages are required; lengths are capped.
import { isSharePlaceholder, SHARE_PLACEHOLDERS, type SharePlaceholder } from '../share/share-placeholders.table';
import type { TemplateText } from './exhibitor-letters.types';

export type TemplateField = keyof TemplateText;

export type TemplateProblem =
  | { readonly code: 'VALIDATION.REQUIRED' }
  | { readonly code: 'VALIDATION.TOO_LONG'; readonly params: { readonly max: string } }
  | { readonly code: 'TEMPLATE.PLACEHOLDER_UNKNOWN'; readonly params: { readonly name: string } };

/** The placeholders a template may hold: the share table's, offered to pick from. */
export const TEMPLATE_PLACEHOLDERS = Object.keys(SHARE_PLACEHOLDERS) as readonly SharePlaceholder[];

export const TEMPLATE_LIMITS = { title: 40, body: 500 } as const;

/** Every `%%name%%` of a text (spaces inside the percent signs allowed, as the filler allows them). */
const PLACEHOLDER = /%%\s*([^%\s]*)\s*%%/g;

export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

/** The first placeholder of `text` that the share table does not know, or undefined. */
export const unknownPlaceholder = (text: string): string | undefined => placeholdersOf(text).find((name) => !isSharePlaceholder(name));

export const emptyTemplateText = (): TemplateText => ({ titleZh: '', titleEn: '', bodyZh: '', bodyEn: '' });

const FIELDS: readonly TemplateField[] = ['titleZh', 'titleEn', 'bodyZh', 'bodyEn'];

/** The problem of each field as typed ({} when the template may be saved). */
export function templateProblems(text: TemplateText): Partial<Record<TemplateField, TemplateProblem>> {
  const problems: Partial<Record<TemplateField, TemplateProblem>> = {};
  for (const field of FIELDS) {
    const value = text[field].trim();
    const max = field.startsWith('title') ? TEMPLATE_LIMITS.title : TEMPLATE_LIMITS.body;
    const unknown = unknownPlaceholder(value);
    if (value === '') problems[field] = { code: 'VALIDATION.REQUIRED' };
    else if (unknown !== undefined) problems[field] = { code: 'TEMPLATE.PLACEHOLDER_UNKNOWN', params: { name: unknown } };
    else if ([...value].length > max) problems[field] = { code: 'VALIDATION.TOO_LONG', params: { max: String(max) } };
  }
  return problems;
}
