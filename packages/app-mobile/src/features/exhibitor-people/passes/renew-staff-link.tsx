// Renewing the company's staff link for a pass type (design exhibitor.md §2.4: "renewed, which ends the
// old link"), asked first in the page: a link forwarded further than it should stops at once, with its QR
// code and invitation code; applications already made through it stay. The new link takes the old one's
// place on the screen. Sent with a write key, so a double tap or a retry after a dropped reply renews once.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { PEOPLE_KEYS } from '../exhibitor-people.queries';

export interface RenewStaffLinkProps {
  /** The pass type whose link is renewed. */
  readonly type: string;
  /** Told once the new link is in, with what to say. */
  readonly onRenewed: (message: string) => void;
}

export function RenewStaffLink({ type, onRenewed }: RenewStaffLinkProps) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const renew = async (): Promise<string | null> => {
    const intent = `exhibitorPeople.renewInviteCode.${type}`;
    const request = { credentialType: type };
    const sent = settleWriteKey(intent, await getExhibitorPeople(client).renewStaffInviteCode.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    queries.setQueryData(PEOPLE_KEYS.inviteCode(type), sent.value);
    onRenewed(t('invite.renewed'));
    return null;
  };
  return <ConfirmedAction label={t('invite.renew')} question={t('invite.renewQuestion')} keepLabel={t('invite.renewKeep')} run={renew} />;
}
