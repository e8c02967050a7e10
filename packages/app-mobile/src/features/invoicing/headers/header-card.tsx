// One saved header in the book: its title, kind, masked taxpayer ID and where the e-invoice goes; make it
// the default, edit it, or delete it (asked in the page first).
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { useTranslation } from 'react-i18next';
import { headerSummary, type SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { getInvoicing } from '@fairpass/sdk/invoicing';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FormAlert } from '../../../ui/form/form-alert';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useState } from 'react';
import { INVOICING_KEYS } from '../invoicing.queries';

export interface HeaderCardProps {
  readonly header: SavedInvoiceHeader;
  readonly onEdit: () => void;
}

export function HeaderCard({ header, onEdit }: HeaderCardProps) {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [alert, setAlert] = useState<string | null>(null);
  const invoicing = getInvoicing(client);
  const refresh = () => queries.invalidateQueries({ queryKey: INVOICING_KEYS.all });
  const makeDefault = useDebouncedSubmit(async () => {
    const done = await invoicing.setDefaultHeader.execute({ id: header.id });
    setAlert(done.ok ? null : failureMessage(done.error));
    if (done.ok) await refresh();
  });
  const remove = async (): Promise<string | null> => {
    const done = await invoicing.removeHeader.execute({ id: header.id });
    if (!done.ok) return failureMessage(done.error);
    await refresh();
    return null;
  };
  const titleId = `fp-inv-header-${header.id}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          {header.title}
        </h2>
        {header.isDefault && <span className="fp-badge fp-badge--on">{t('header.default')}</span>}
      </div>
      <ul className="fp-item__facts">
        <li>{t(header.kind === 'enterprise' ? 'header.enterprise' : 'header.personal')}</li>
        {header.kind === 'enterprise' && <li>{t(header.invoiceType === 'special' ? 'header.special' : 'header.ordinary')}</li>}
        {header.taxNumber && <li>{headerSummary(header).taxNumber}</li>}
        <li>{t(header.delivery === 'mobile' ? 'header.toMobile' : 'header.toEmail', { to: header.deliverTo })}</li>
      </ul>
      <div className="fp-actions">
        {!header.isDefault && (
          <Button block fill="outline" loading={makeDefault.pending} onClick={() => makeDefault.submit()} aria-describedby={titleId}>
            {t('header.setDefault')}
          </Button>
        )}
        <Button block fill="outline" onClick={onEdit} aria-describedby={titleId}>
          {t('header.edit')}
        </Button>
        <ConfirmedAction label={t('header.remove')} question={t('header.removeConfirm', { title: header.title })} keepLabel={t('header.keep')} run={remove} />
        <FormAlert message={alert} />
      </div>
    </article>
  );
}
