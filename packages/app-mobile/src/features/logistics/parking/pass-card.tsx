// One car pass: the plate (a new-energy one marked), driver and masked mobile, the days and its state,
// and "cancel" (asked in the page first) while it is valid.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@fairpass/domain';
import { canCancelPass, passLabelOf, type ParkingPass } from '@fairpass/domain/logistics';
import { getLogistics } from '@fairpass/sdk/logistics';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { LOGISTICS_KEYS } from '../logistics.queries';

const LABEL_BADGE = { valid: 'fp-badge fp-badge--on', cancelled: 'fp-badge fp-badge--off', ended: 'fp-badge' } as const;

export function PassCard({ pass, today }: { readonly pass: ParkingPass; readonly today: string }) {
  const { t } = useTranslation('logistics');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const label = passLabelOf(pass, today);
  const titleId = `fp-lg-pass-${pass.passId}`;
  const cancel = async (): Promise<string | null> => {
    const intent = `logistics.passCancel.${pass.passId}`;
    const done = settleWriteKey(intent, await getLogistics(client).cancelParking.execute({ passId: pass.passId }, { idempotencyKey: writeKeyFor(intent, pass.passId) }));
    if (!done.ok) return failureMessage(done.error);
    await queries.invalidateQueries({ queryKey: LOGISTICS_KEYS.all });
    return null;
  };
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h3 id={titleId} className="fp-item__name fp-lg-plate">
          {pass.plateNumber}
          {pass.plateKind === 'newEnergy' && <span className="fp-lg-green">{t('parking.newEnergy')}</span>}
        </h3>
        <span className={LABEL_BADGE[label]}>{t(`parking.state.${label}`)}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('parking.days', { from: pass.startDate, to: pass.endDate })}</li>
        <li>{pass.driver}</li>
        <li>{maskPhone(pass.phone)}</li>
      </ul>
      {canCancelPass(pass, today) && (
        <div className="fp-actions">
          <ConfirmedAction label={t('parking.cancel')} question={t('parking.cancelConfirm', { plate: pass.plateNumber })} keepLabel={t('parking.keep')} run={cancel} />
        </div>
      )}
    </article>
  );
}
