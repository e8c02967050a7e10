// Removing one of the company's exhibits from the list (design exhibitor.md §2.2: `exhibit/remove`),
// asked first in the page with the exhibit named: a company at its maximum frees a place this way and can
// add another. Sent with a write key, so a double tap or a retry after a dropped reply removes once. The
// list and its count are read again afterwards; the screen says what was removed.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_KEYS } from '../exhibitor.queries';

export interface RemoveExhibitProps {
  readonly exhibitId: string;
  /** The exhibit's name in the page's language, as the question and the notice say it. */
  readonly name: string;
  /** Told once the exhibit is gone, with what to say. */
  readonly onRemoved: (message: string) => void;
}

export function RemoveExhibit({ exhibitId, name, onRemoved }: RemoveExhibitProps) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const remove = async (): Promise<string | null> => {
    const intent = `exhibitor.removeExhibit.${exhibitId}`;
    const request = { exhibitId };
    const sent = settleWriteKey(intent, await getExhibitor(client).removeExhibit.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    // the list left is the server's answer; the other exhibitor reads (the profile's menu, the deadlines)
    // are read again, the list not a second time
    queries.setQueryData(EXHIBITOR_KEYS.exhibits, sent.value);
    onRemoved(t('exhibits.removed', { name }));
    await queries.invalidateQueries({ queryKey: EXHIBITOR_KEYS.all, predicate: (query) => query.queryKey[1] !== EXHIBITOR_KEYS.exhibits[1] });
    return null;
  };
  return <ConfirmedAction label={t('exhibits.remove')} question={t('exhibits.removeQuestion', { name })} keepLabel={t('exhibits.removeKeep')} run={remove} />;
}
