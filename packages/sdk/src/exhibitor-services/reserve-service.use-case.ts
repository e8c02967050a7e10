import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { SERVICE_KINDS, type ExhibitorServicesGateway, type InterpreterBooking, type ServiceKind, type ServiceLine } from '@fairpass/domain/exhibitor-services';
import type { Order } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { fieldError, missingObject, outOfRange } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_SERVICES_TOKENS } from './exhibitor-services.tokens';
import { SERVICE_REFUSALS } from './service-failures';

/** What reserve service can fail with: a line or field before sending (VALIDATION.*), the refusals, the server's field errors. */
export const RESERVE_SERVICE_ERRORS = [...WRITE_FAILURES, ...SERVICE_REFUSALS, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** What reserve service takes: the kind, its lines and what the kind needs besides. */
export interface ReserveServiceInput {
  /** Booth services, an advert, or interpreters. */
  readonly kind: ServiceKind;
  /** Booth services: the booth. */
  readonly boothNo?: string;
  /** The items wanted: booth services with their quantities, an advert's slot, the interpreter's item (half or full day). */
  readonly lines: readonly ServiceLine[];
  /** Adverts: the artwork uploaded first (`uploadArtwork`). */
  readonly artworkFileId?: string;
  /** Interpreters: the booking. */
  readonly interpreter?: InterpreterBooking;
}

const badLine = (lines: readonly ServiceLine[]) => {
  const index = lines.findIndex((line) => typeof line?.itemId !== 'string' || line.itemId.trim() === '');
  if (index !== -1) return fieldError('VALIDATION.REQUIRED', `lines.${index}.itemId`);
  const count = lines.findIndex((line) => !Number.isSafeInteger(line.quantity) || line.quantity < 1);
  return count === -1 ? undefined : fieldError('VALIDATION.NUMBER_INVALID', `lines.${count}.quantity`);
};

/**
 * Books services, an advert slot or interpreters: the server prices it (free shelves + rods first, the
 * advance price before its deadline, the on-site price after) and answers an order of the ticketing
 * model (`kind` service, ads or translation) to pay with the ticketing area's `payOrder`, ending on
 * /payTransition. Refused: SERVICE.SOLD_OUT `{item}`, SERVICE.BOOKING_CLOSED `{deadline}`. Carries an
 * Idempotency-Key: a double tap, a dropped reply or a reload with the same key make one order.
 */
@injectable()
export class ReserveServiceUseCase {
  constructor(
    @inject(EXHIBITOR_SERVICES_TOKENS.Gateway) private readonly services: ExhibitorServicesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the order to pay, or an error whose `code` is one of {@link RESERVE_SERVICE_ERRORS}. */
  execute(input: ReserveServiceInput, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof RESERVE_SERVICE_ERRORS>>> {
    const lines = Array.isArray(input?.lines) ? input.lines : [];
    const invalid =
      outOfRange(input, 'kind', SERVICE_KINDS) ??
      missingObject(input, 'lines', true) ??
      (lines.length === 0 ? fieldError('VALIDATION.REQUIRED', 'lines') : undefined) ??
      badLine(lines) ??
      (input.kind === 'service' && !optionalText(input.boothNo) ? fieldError('VALIDATION.REQUIRED', 'boothNo') : undefined) ??
      (input.kind === 'ads' && !optionalText(input.artworkFileId) ? fieldError('VALIDATION.REQUIRED', 'artworkFileId') : undefined) ??
      (input.kind === 'translation' ? missingObject(input, 'interpreter') : undefined);
    return guarded(RESERVE_SERVICE_ERRORS, invalid, () =>
      this.services.reserve(
        {
          exhibitionId: exhibitionOf(this.session),
          kind: input.kind,
          lines: lines.map((line) => ({ itemId: line.itemId.trim(), quantity: line.quantity, ...(line.slotId ? { slotId: line.slotId } : {}) })),
          ...(input.boothNo ? { boothNo: input.boothNo.trim() } : {}),
          ...(input.artworkFileId ? { artworkFileId: input.artworkFileId } : {}),
          ...(input.interpreter ? { interpreter: { ...input.interpreter, notes: input.interpreter.notes.trim() } } : {}),
        },
        options,
      ),
    );
  }
}
