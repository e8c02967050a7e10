// One session to tick in the sign-up list: its facts, and why it cannot be ticked (full, started, yours
// already) or would clash with one ticked or held.
import { useTranslation } from 'react-i18next';
import { localizedField } from '@fairpass/domain';
import { isFull, seatsLeft, type ConferenceSession } from '@fairpass/domain/conference';
import { useLanguage } from '../../../ui/use-language';
import { clockText, MINUTE } from '../../../ui/clock-time';

export interface SessionChoiceProps {
  readonly session: ConferenceSession;
  readonly chosen: boolean;
  /** The title of the session it would clash with, when it would. */
  readonly clashWith?: string;
  readonly onToggle: (session: ConferenceSession) => void;
}

export function SessionChoice({ session, chosen, clashWith, onToggle }: SessionChoiceProps) {
  const { t } = useTranslation('conference');
  const [language] = useLanguage();
  const id = `fp-cf-choose-${session.id}`;
  const left = seatsLeft(session);
  const blocked = isFull(session) ? t('session.full') : session.timeState !== 'upcoming' ? t(`timeState.${session.timeState}`) : session.mine ? t(`signUp.${session.mine.state}`) : undefined;
  const facts = [
    `${clockText(session.startTime, 'MM-DD HH:mm')}–${clockText(session.endTime, MINUTE)}`,
    localizedField(session, 'venue', language),
    left === undefined ? undefined : t('session.seatsLeft', { count: left }),
    session.needsReview ? t('session.needsReview') : undefined,
  ].filter((fact): fact is string => fact !== undefined);
  return (
    <div className="fp-item fp-cf-choice">
      <input
        type="checkbox"
        id={id}
        checked={chosen}
        disabled={blocked !== undefined}
        aria-describedby={`${id}-facts${clashWith && !chosen ? ` ${id}-clash` : ''}`}
        onChange={() => onToggle(session)}
      />
      <div>
        <label htmlFor={id} className="fp-item__name">
          {localizedField(session, 'title', language)}
        </label>
        <p id={`${id}-facts`} className="fp-note">
          {[...facts, ...(blocked ? [blocked] : [])].join(' · ')}
        </p>
        {clashWith && !chosen && blocked === undefined && (
          <p id={`${id}-clash`} className="fp-cf-warning">
            {t('select.clashes', { title: clashWith })}
          </p>
        )}
      </div>
    </div>
  );
}
