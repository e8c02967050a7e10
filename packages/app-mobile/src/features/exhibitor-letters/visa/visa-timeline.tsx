// Where a visa letter request stands, in the page (instead of "e-mail us"): the domain's timeline —
// submitted, under review, issued or refused — each step with its time when done, the current one marked
// for assistive technology (aria-current="step"), the steps to come said as such.
import { useTranslation } from 'react-i18next';
import { visaTimeline, type VisaLetter } from '@fairpass/domain/exhibitor-letters';
import './visa-timeline.css';

export function VisaTimeline({ letter }: { readonly letter: VisaLetter }) {
  const { t } = useTranslation('exhibitor-letters');
  const steps = visaTimeline(letter);
  const decided = letter.state === 'issued' || letter.state === 'rejected';
  return (
    <>
      <ol className="fp-el-timeline" aria-label={t('timeline.label', { name: letter.passportName })}>
        {steps.map(({ step, status, at }) => (
          <li key={step} className={`fp-el-timeline__step fp-el-timeline__step--${status}${step === 'rejected' ? ' fp-el-timeline__step--refused' : ''}`} aria-current={status === 'current' ? 'step' : undefined}>
            <span className="fp-el-timeline__name">{t(`timeline.${step}`)}</span>{' '}
            <span className="fp-el-timeline__when">{at !== '' ? at.slice(0, 16) : t(`timeline.${status === 'done' ? 'done' : status}`)}</span>
          </li>
        ))}
      </ol>
      {decided ? null : <p className="fp-note">{t('timeline.updates')}</p>}
    </>
  );
}
