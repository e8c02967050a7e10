// Content pages and dictionaries in the domain's shape (see wire/absent-values.ts).
import type { Article, DictionaryItem } from '@fairpass/domain';
import { readReply, type ShapeOf } from '../wire/reply-shape';

/** A row of `article/list` (the domain has no type for it yet). */
export type ArticleSummary = Pick<Article, 'id' | 'title' | 'titleEn'>;

/** BladeX's page: rely only on these five keys (shared/design/api-contract.md). */
export interface ArticlePage {
  readonly records: readonly ArticleSummary[];
  readonly total: number;
  readonly size: number;
  readonly current: number;
  readonly pages: number;
}

/** An article: its texts are required ("" is an empty body, which the app shows as such). */
export const ARTICLE_SHAPE: ShapeOf<Article> = {
  object: { id: 'text', title: 'text', titleEn: 'text', content: 'text', contentEn: 'text' },
};

/** A page of article titles: records null → []; the counts are kept as sent. */
export const ARTICLE_PAGE_SHAPE: ShapeOf<ArticlePage> = {
  object: {
    records: { list: { object: { id: 'text', title: 'text', titleEn: 'text' } } },
    total: 'number',
    size: 'number',
    current: 'number',
    pages: 'number',
  },
};

/** `article/detail`. */
export const normaliseArticle = (raw: unknown): Article => readReply(raw, ARTICLE_SHAPE) as Article;

/** `article/list`. */
export const normaliseArticlePage = (raw: unknown): ArticlePage => readReply(raw, ARTICLE_PAGE_SHAPE) as ArticlePage;

/** A dictionary entry. */
export const DICTIONARY_ITEM_SHAPE: ShapeOf<DictionaryItem> = { object: { dictKey: 'text', dictValue: 'text' } };

/** `dict-biz/dictionary` (null → []; an unknown code already is []). */
export const normaliseDictionary = (raw: unknown): DictionaryItem[] => readReply(raw, { list: DICTIONARY_ITEM_SHAPE }) as DictionaryItem[];
