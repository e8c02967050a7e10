import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorDocument, ExhibitorDocumentKind, ExhibitorGateway } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch documents can fail with: a kind that is neither invoices nor contracts, before sending. */
export const FETCH_DOCUMENTS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

const KINDS: readonly string[] = ['invoice', 'contract'] satisfies readonly ExhibitorDocumentKind[];

/**
 * The company's invoices (booth fees, service orders: number, title in both languages, the server's
 * amount and currency, state `issuing` | `issued` | `reversed`) or contracts (`sent` | `signed`), each
 * PDF at a signed address that lasts 10 minutes (none while an invoice is being issued): read again for a
 * fresh address.
 */
@injectable()
export class FetchDocumentsUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_DOCUMENTS_ERRORS}. */
  execute(input: { readonly kind: ExhibitorDocumentKind }, options?: CallOptions): Promise<Result<readonly ExhibitorDocument[], ErrorOf<typeof FETCH_DOCUMENTS_ERRORS>>> {
    const invalid = KINDS.includes(input?.kind) ? undefined : fieldError('VALIDATION.REQUIRED', 'kind');
    return guarded(FETCH_DOCUMENTS_ERRORS, invalid, () => this.exhibitor.documents({ exhibitionId: exhibitionOf(this.session), kind: input.kind }, options));
  }
}
