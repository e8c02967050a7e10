import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorLettersGateway, InvitationTemplate } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';
import { invalidTemplate, templateTextFrom } from './letters.input-guards';

/** What save invitation template can fail with: a field before sending (`field` names it), an unknown placeholder (5108 `{name}`). */
export const SAVE_INVITATION_TEMPLATE_ERRORS = [...WRITE_FAILURES, 'TEMPLATE.PLACEHOLDER_UNKNOWN', 'VALIDATION.REQUIRED', 'VALIDATION.TOO_LONG'] as const satisfies readonly ErrorCode[];

/** The company's own template: title and body in zh and en, the picture's address ('' for none); `id` to edit one. */
export interface SaveInvitationTemplateInput {
  readonly id?: string;
  readonly titleZh: string;
  readonly titleEn: string;
  readonly bodyZh: string;
  readonly bodyEn: string;
  readonly pictureUrl?: string;
  /** Publish it, which makes it the company's default invitation; otherwise a draft. */
  readonly publish: boolean;
}

/**
 * Saves the company's own invitation, as a draft or published (then the default). Only the share table's
 * `%%placeholders%%` are accepted: an unknown one is TEMPLATE.PLACEHOLDER_UNKNOWN with `params.name`
 * and `field`, before sending. Carries an Idempotency-Key: a double tap saves once.
 */
@injectable()
export class SaveInvitationTemplateUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the saved template, or an error whose `code` is one of {@link SAVE_INVITATION_TEMPLATE_ERRORS}. */
  execute(input: SaveInvitationTemplateInput, options?: CallOptions): Promise<Result<InvitationTemplate, ErrorOf<typeof SAVE_INVITATION_TEMPLATE_ERRORS>>> {
    const text = templateTextFrom(input);
    const id = optionalText(input?.id);
    return guarded(SAVE_INVITATION_TEMPLATE_ERRORS, invalidTemplate(input), () =>
      this.letters.saveTemplate(
        {
          exhibitionId: exhibitionOf(this.session),
          ...(id ? { id } : {}),
          titleZh: text.titleZh.trim(),
          titleEn: text.titleEn.trim(),
          bodyZh: text.bodyZh.trim(),
          bodyEn: text.bodyEn.trim(),
          pictureUrl: optionalText(input.pictureUrl) ?? '',
          publish: input.publish === true,
        },
        options,
      ),
    );
  }
}
