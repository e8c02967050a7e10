// Adding or editing a saved header: the fields, checked by the domain's rules (the taxpayer ID with its
// GB 32100 check character), kept as a draft until saved, and saved once per content (Idempotency-Key).
// Identical headers are not saved twice (issue 28): a new header the book already holds is not sent — the
// page says which one it is — and an edit that would copy another is refused, naming it; the server
// answers the same way for a header saved meanwhile on another phone.
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { useTranslation } from 'react-i18next';
import { DomainError, err, ok } from '@fairpass/domain';
import { findSameHeader, invoiceHeaderErrors, type SavedHeaderReply, type SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { getInvoicing } from '@fairpass/sdk/invoicing';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { INVOICING_KEYS } from '../invoicing.queries';
import { HeaderFields } from './header-fields';
import { EMPTY_HEADER, headerOfValues, valuesOfHeader, type HeaderValues } from './header-values';

export interface HeaderEditorProps {
  /** The header to edit; none to add one. */
  readonly header?: SavedInvoiceHeader;
  /** The book's headers, to tell a copy of one before sending. */
  readonly saved: readonly SavedInvoiceHeader[];
  /** After saving (`alreadySaved`: it was in the book, nothing was added), or null when cancelled. */
  readonly onDone: (saved: SavedHeaderReply | null) => void;
}

export function HeaderEditor({ header, saved, onDone }: HeaderEditorProps) {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const which = header?.id ?? 'new';
  const form = useForm<HeaderValues, SavedHeaderReply>({
    initial: header ? valuesOfHeader(header) : EMPTY_HEADER,
    validate: (values) => invoiceHeaderErrors(headerOfValues(values)),
    send: async (values, signal) => {
      const same = findSameHeader(saved, headerOfValues(values), header?.id);
      if (same && !header) return ok({ ...same, alreadySaved: true });
      if (same) return err(new DomainError('INVOICE.HEADER_DUPLICATE', undefined, undefined, { params: { id: same.id, title: same.title } }));
      const intent = `invoiceHeader.${which}`;
      const request = { ...headerOfValues(values), ...(header ? { id: header.id } : {}) };
      return getInvoicing(client).saveHeader.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (reply) => {
      await queries.invalidateQueries({ queryKey: INVOICING_KEYS.all });
      onDone(reply);
    },
    invalidAlert: t('header.fix'),
    draft: { key: `invoiceHeader.${which}.${userId}` },
  });
  const headingId = `fp-inv-editor-${which}`;
  return (
    <section className="fp-item" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-subheading">
        {t(header ? 'header.editHeading' : 'header.addHeading')}
      </h2>
      <Form form={form} labelledBy={headingId}>
        <HeaderFields form={form} idPrefix={`fp-inv-${which}`} />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t('header.save')} pendingLabel={t('header.saving')} />
        <Button block fill="outline" onClick={() => onDone(null)}>
          {t('header.cancelEdit')}
        </Button>
      </Form>
    </section>
  );
}
