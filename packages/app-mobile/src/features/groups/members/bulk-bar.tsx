// What can be done with the chosen members at once: move them to another team, or remove them (asked in
// the page first). The domain's bulkProblem says why not before anything is sent (nobody chosen, too
// many, no team); each action goes once (Idempotency-Key on the chosen members), and its outcome is
// announced.
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkProblem, GROUP_LIMITS, type GroupTeam } from '@fairpass/domain/groups';
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
  readonly chosen: readonly string[];
  readonly teams: readonly GroupTeam[];
  readonly onDone: (message: string) => void;
  readonly onClear: () => void;
}

const TEAM_SELECT = 'fp-gp-move-team';
/** The bar itself, focused by the list's skip links (it comes after up to 20 members and their links). */
export const BULK_BAR_ID = 'fp-gp-bulk';

export function BulkBar({ chosen, teams, onDone, onClear }: BulkBarProps) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [teamId, setTeamId] = useState('');
  const [teamError, setTeamError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const tooMany = bulkProblem('remove', { memberIds: chosen }, teams)?.code === 'VALIDATION.OUT_OF_RANGE';

  const move = useDebouncedSubmit(async () => {
    setAlert(null);
    const problem = bulkProblem('move', { memberIds: chosen, teamId }, teams);
    if (problem?.field === 'teamId') {
      setTeamError(errorMessage(problem.code));
      document.getElementById(TEAM_SELECT)?.focus();
      return;
    }
    if (problem) return setAlert(errorMessage(problem.code, { context: 'bulk', max: String(GROUP_LIMITS.bulkMax) }));
    const request = { memberIds: chosen, teamId };
    const done = settleWriteKey('groups.moveMembers', await getGroups(client).moveMembers.execute(request, { idempotencyKey: writeKeyFor('groups.moveMembers', request) }));
    if (!done.ok) return setAlert(failureMessage(done.error));
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    onDone(t('members.moved', { count: done.value.count, team: teams.find((team) => team.teamId === teamId)?.name ?? '' }));
  });

  const remove = async (): Promise<string | null> => {
    const problem = bulkProblem('remove', { memberIds: chosen }, teams);
    if (problem) return errorMessage(problem.code, { context: 'bulk', max: String(GROUP_LIMITS.bulkMax) });
    const request = { memberIds: chosen };
    const done = settleWriteKey('groups.removeMembers', await getGroups(client).removeMembers.execute(request, { idempotencyKey: writeKeyFor('groups.removeMembers', request) }));
    if (!done.ok) return failureMessage(done.error);
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    onDone(t('members.removed', { count: done.value.count }));
    return null;
  };

  return (
    <section id={BULK_BAR_ID} className="fp-gp-bulk" aria-labelledby="fp-gp-bulk-heading" tabIndex={-1}>
      <h2 id="fp-gp-bulk-heading" className="fp-sr-only">
        {t('members.bulkHeading')}
      </h2>
      <p className="fp-gp-status" role="status">
        <strong>{t('members.chosen', { count: chosen.length })}</strong>
        <button type="button" className="fp-link" onClick={onClear}>
          {t('members.clear')}
        </button>
      </p>
      {tooMany && <p className="fp-form-alert">{errorMessage('VALIDATION.OUT_OF_RANGE', { context: 'bulk', max: String(GROUP_LIMITS.bulkMax) })}</p>}
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
        question={t('members.removeConfirm', { count: chosen.length })}
        keepLabel={t('members.keep')}
        run={remove}
      />
      <FormAlert message={alert} />
    </section>
  );
}
