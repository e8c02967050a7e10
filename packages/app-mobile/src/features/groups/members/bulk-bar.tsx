// What can be done with the chosen members at once: move them to another team, or remove them (asked in
// the page first). The choice is some members named, or every member the list's filter lists (issue 29:
// a team of 200 in one action, sent as the filter and the count the leader saw). The domain's
// selectionProblem says why not before anything is sent (nobody chosen, too many named, no team, the
// team they are in); each action goes once (Idempotency-Key on its content), and its outcome is
// announced. A filter that lists another number by now (GROUP.SELECTION_CHANGED) changes nothing: the
// list is read again and the choice cleared, with the number now said.
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainError, Result } from '@fairpass/domain';
import { GROUP_LIMITS, selectionProblem, selectionSize, type BulkOutcome, type GroupTeam, type MemberSelection } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FieldMessage, fieldAria } from '../../../ui/form/field-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GROUP_KEYS } from '../groups.queries';

export interface BulkBarProps {
  readonly selection: MemberSelection;
  readonly teams: readonly GroupTeam[];
  readonly onDone: (message: string) => void;
  /** The filter lists another number by now: nothing changed, the message says the number. */
  readonly onChanged: (message: string) => void;
  readonly onClear: () => void;
}

const TEAM_SELECT = 'fp-gp-move-team';
/** The bar itself, focused by the list's skip links (it comes after up to 20 members and their links). */
export const BULK_BAR_ID = 'fp-gp-bulk';

export function BulkBar({ selection, teams, onDone, onChanged, onClear }: BulkBarProps) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [teamId, setTeamId] = useState('');
  const [teamError, setTeamError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const count = selectionSize(selection);
  const bulkMessage = (code: Parameters<typeof errorMessage>[0]) => errorMessage(code, { context: 'bulk', max: String(GROUP_LIMITS.bulkMax) });
  const tooMany = selectionProblem('remove', selection, undefined, teams)?.code === 'VALIDATION.OUT_OF_RANGE';
  const groups = getGroups(client);

  /** The outcome said; a filter that lists another number now clears the choice and reads the list again. */
  const settle = async (done: Result<BulkOutcome, DomainError>, success: (outcome: BulkOutcome) => string): Promise<string | null> => {
    if (!done.ok && done.error.code !== 'GROUP.SELECTION_CHANGED') return failureMessage(done.error);
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    if (done.ok) onDone(success(done.value));
    else onChanged(failureMessage(done.error));
    return null;
  };

  const move = useDebouncedSubmit(async () => {
    setAlert(null);
    const problem = selectionProblem('move', selection, teamId, teams);
    if (problem?.field === 'teamId') {
      setTeamError(problem.code === 'VALIDATION.OUT_OF_RANGE' ? t('members.sameTeam') : errorMessage(problem.code));
      document.getElementById(TEAM_SELECT)?.focus();
      return;
    }
    if (problem) return setAlert(bulkMessage(problem.code));
    const moved =
      selection.kind === 'filter'
        ? await (async () => {
            const request = { filter: selection.filter, expectedCount: selection.count, toTeamId: teamId };
            return settleWriteKey('groups.moveFilteredMembers', await groups.moveFilteredMembers.execute(request, { idempotencyKey: writeKeyFor('groups.moveFilteredMembers', request) }));
          })()
        : await (async () => {
            const request = { memberIds: selection.memberIds, teamId };
            return settleWriteKey('groups.moveMembers', await groups.moveMembers.execute(request, { idempotencyKey: writeKeyFor('groups.moveMembers', request) }));
          })();
    setAlert(await settle(moved, (outcome) => t('members.moved', { count: outcome.count, team: teams.find((team) => team.teamId === teamId)?.name ?? '' })));
  });

  const remove = async (): Promise<string | null> => {
    const problem = selectionProblem('remove', selection, undefined, teams);
    if (problem) return bulkMessage(problem.code);
    if (selection.kind === 'filter') {
      const request = { filter: selection.filter, expectedCount: selection.count };
      const removed = settleWriteKey('groups.removeFilteredMembers', await groups.removeFilteredMembers.execute(request, { idempotencyKey: writeKeyFor('groups.removeFilteredMembers', request) }));
      return settle(removed, (outcome) => t('members.removed', { count: outcome.count }));
    }
    const request = { memberIds: selection.memberIds };
    const removed = settleWriteKey('groups.removeMembers', await groups.removeMembers.execute(request, { idempotencyKey: writeKeyFor('groups.removeMembers', request) }));
    return settle(removed, (outcome) => t('members.removed', { count: outcome.count }));
  };

  return (
    <section id={BULK_BAR_ID} className="fp-gp-bulk" aria-labelledby="fp-gp-bulk-heading" tabIndex={-1}>
      <h2 id="fp-gp-bulk-heading" className="fp-sr-only">
        {t('members.bulkHeading')}
      </h2>
      <p className="fp-gp-status" role="status">
        <strong>{t(selection.kind === 'filter' ? 'members.chosenWhole' : 'members.chosen', { count })}</strong>
        <button type="button" className="fp-link" onClick={onClear}>
          {t('members.clear')}
        </button>
      </p>
      {tooMany && <p className="fp-form-alert">{`${bulkMessage('VALIDATION.OUT_OF_RANGE')} ${t('members.tooManyWayOn')}`}</p>}
      <form
        className="fp-gp-bulk__row"
        onSubmit={(event) => {
          event.preventDefault();
          move.submit();
        }}
      >
        <div className="fp-field">
          <label htmlFor={TEAM_SELECT} className="fp-field__label">
            {t('members.moveTo')}
          </label>
          <select
            id={TEAM_SELECT}
            className="fp-select"
            value={teamId}
            {...fieldAria(TEAM_SELECT, teamError)}
            onChange={(event) => {
              setTeamId(event.target.value);
              setTeamError(undefined);
            }}
          >
            <option value="">{t('members.chooseTeam')}</option>
            {teams.map((team) => (
              <option key={team.teamId} value={team.teamId}>
                {team.name}
              </option>
            ))}
          </select>
          <FieldMessage controlId={TEAM_SELECT} message={teamError} />
        </div>
        <Button type="submit" color="primary" className="fp-action" loading={move.pending} loadingText={t('members.moving')} disabled={move.pending}>
          {t('members.move')}
        </Button>
      </form>
      <ConfirmedAction
        label={t('members.remove')}
        question={t(selection.kind === 'filter' ? 'members.removeWholeConfirm' : 'members.removeConfirm', { count })}
        keepLabel={t('members.keep')}
        run={remove}
      />
      <FormAlert message={alert} />
    </section>
  );
}
