// When a write says its step was done already — another phone or tab applied for this login (5011
// EXHIBITOR.APPLICATION_EXISTS) or bound it to a company (5002 EXHIBITOR.ALREADY_CERTIFIED) — the form
// stays as typed with its translated alert, and this says where the login stands now and the way on:
// the next onboarding step of the profile read just now. The page's own profile is left as it is, so
// the form does not give way under the reader's hands.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DomainError, Result } from '@fairpass/domain';
import { exhibitorStepOf, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { useShell } from '../../../ui/shell-context';

/** The refusals that mean the step was done elsewhere. */
const DONE_ELSEWHERE: readonly string[] = ['EXHIBITOR.APPLICATION_EXISTS', 'EXHIBITOR.ALREADY_CERTIFIED'];

/** Where the login stands after such a refusal (null otherwise), and the wrapper for the form's send. */
export function useStepDoneElsewhere(): {
  readonly standing: ExhibitorProfile | null;
  readonly noticed: <T>(sent: Result<T, DomainError>) => Promise<Result<T, DomainError>>;
} {
  const { client } = useShell();
  const [standing, setStanding] = useState<ExhibitorProfile | null>(null);
  const noticed = useCallback(
    async <T,>(sent: Result<T, DomainError>): Promise<Result<T, DomainError>> => {
      if (sent.ok || !DONE_ELSEWHERE.includes(sent.error.code)) {
        setStanding(null);
        return sent;
      }
      const now = await getExhibitor(client).fetchProfile.execute();
      setStanding(now.ok ? now.value : null);
      return sent;
    },
    [client],
  );
  return { standing, noticed };
}

/** The company this login is bound to, if any, and the link to its next step. */
export function StepDoneElsewhere({ standing }: { readonly standing: ExhibitorProfile | null }) {
  const { t, i18n } = useTranslation('exhibitor');
  if (!standing) return null;
  const company = standing.company;
  const name = company ? (i18n.language === 'en' && company.fullEnName) || company.fullName || company.fullEnName || '' : '';
  return (
    <>
      {standing.certified && name ? <p className="fp-note">{t('code.bound', { company: name })}</p> : null}
      <div className="fp-links">
        <Link className="fp-link" href={exhibitorStepOf(standing)}>
          {t('apply.continue')}
        </Link>
      </div>
    </>
  );
}
