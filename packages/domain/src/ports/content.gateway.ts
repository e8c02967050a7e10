// Content pages (docs/endpoints.md: RC article/detail).
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

export interface Article {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  /** HTML from the server: the app must sanitise it before rendering. */
  readonly content: string;
  readonly contentEn: string;
}

export interface ContentGateway {
  article(id: string, options?: CallOptions): Promise<Result<Article, DomainError>>;
}
