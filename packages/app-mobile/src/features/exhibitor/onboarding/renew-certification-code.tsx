// Renewing the company's certification code (design exhibitor.md decision 4: the admin "renews it"),
// asked first in the page, naming the code that stops: a code handed further than it should binds no one
// from then on; colleagues it already bound stay. The new code takes the old one's place on the screen.
// Sent with a write key, so a double tap or a retry after a dropped reply renews once.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_KEYS } from '../exhibitor.queries';

export interface RenewCertificationCodeProps {
  /** The company's code as shown now, which the question says will stop. */
  readonly code: string;
  readonly deptId: string;
  /** Told once the new code is in, with what to say. */
  readonly onRenewed: (message: string) => void;
}

export function RenewCertificationCode({ code, deptId, onRenewed }: RenewCertificationCodeProps) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const renew = async (): Promise<string | null> => {
    const intent = `exhibitor.renewCertificationCode.${deptId}`;
    const request = {};
    const sent = settleWriteKey(intent, await getExhibitor(client).renewCertificationCode.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    queries.setQueryData(EXHIBITOR_KEYS.certificationCode, sent.value);
    onRenewed(t('code.renewed'));
    return null;
  };
  return <ConfirmedAction label={t('code.renew')} question={t('code.renewQuestion', { code })} keepLabel={t('code.renewKeep')} run={renew} />;
}
