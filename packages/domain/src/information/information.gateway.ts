// The information endpoints (docs/endpoints.md "Conference, guests, sign-in and information"): the
// static pages, news, partners and materials (no token), the special-equipment enquiry, the booth
// builder's filing and its documents, and the caller's entry records.
import type { DomainError, Result } from '../errors/result';
import type {
  BuilderDocument,
  BuilderFiling,
  BuilderFilingRequest,
  EntranceRecord,
  InfoPage,
  InfoPageKind,
  Material,
  NewsItem,
  Partner,
  SpecialEnquiry,
} from '../information/information.types';
import type { CallOptions } from '../ports/call-options';
import type { ExhibitionPageRequest } from '../conference/conference.gateway';
import type { Page } from '../ports/page';

/** What `RC special/enquiry` takes. */
export interface SpecialEnquiryRequest extends SpecialEnquiry {
  readonly exhibitionId: string;
}

/** What `POST RC builder/filing` takes. */
export interface SubmitBuilderFilingRequest extends BuilderFilingRequest {
  readonly exhibitionId: string;
}

/**
 * A document to upload to the builder filing: the file (a browser or Node `Blob`/`File`, written
 * structurally as the domain has no DOM types) and the name it is sent under.
 */
export interface BuilderDocumentUpload {
  readonly file: { readonly size: number; readonly type: string };
  readonly name: string;
}

export interface InformationGateway {
  infoPage(input: { readonly exhibitionId: string; readonly kind: InfoPageKind }, options?: CallOptions): Promise<Result<InfoPage, DomainError>>;
  /** News, newest first, without their content. */
  news(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<NewsItem>, DomainError>>;
  /** One news item with its content. */
  newsItem(id: string, options?: CallOptions): Promise<Result<NewsItem, DomainError>>;
  partners(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Partner[], DomainError>>;
  materials(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<Material>, DomainError>>;
  material(id: string, options?: CallOptions): Promise<Result<Material, DomainError>>;
  sendEnquiry(input: SpecialEnquiryRequest, options?: CallOptions): Promise<Result<{ readonly enquiryId: string }, DomainError>>;
  /** The caller's builder filing on the exhibition, or undefined when there is none. */
  builderFiling(exhibitionId: string, options?: CallOptions): Promise<Result<BuilderFiling | undefined, DomainError>>;
  /** Uploads one filing document (multipart `file`: pdf, jpg or png, at most 10 MB). */
  uploadBuilderDocument(input: BuilderDocumentUpload, options?: CallOptions): Promise<Result<BuilderDocument, DomainError>>;
  submitBuilderFiling(input: SubmitBuilderFilingRequest, options?: CallOptions): Promise<Result<BuilderFiling, DomainError>>;
  /** The caller's passes through the gates, newest first. */
  entrances(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<EntranceRecord>, DomainError>>;
}
