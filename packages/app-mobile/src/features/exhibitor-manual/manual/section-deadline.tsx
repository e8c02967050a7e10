// A section's deadline as the paperwork list says it (server clock, Beijing days) and its state.
import { useTranslation } from 'react-i18next';
import { daysLeft, materialTaskState } from '@fairpass/domain/exhibitor';
import type { ManualSection } from '@fairpass/domain/exhibitor-manual';

export function SectionDeadline({ section }: { readonly section: ManualSection }) {
  const { t } = useTranslation('exhibitor-manual');
  const task = materialTaskState(section, section.serverTime);
  const left = daysLeft(section.deadline, section.serverTime) ?? 0;
  const when = task === 'overdue-closed' ? t('deadline.closed') : task === 'done' ? t(`state.${section.state}`) : left === 0 ? t('deadline.today') : t('deadline.dueIn', { count: left });
  return (
    <div className={`fp-exm-deadline fp-exm-deadline--${task}`}>
      <p className="fp-note">
        <strong>{when}</strong> · {t('deadline.at', { time: section.deadline.slice(0, 16) })}
        {task !== 'done' && ` · ${t(`state.${section.state}`)}`}
      </p>
      {section.rejectReason && <p className="fp-form__error">{t('reason', { reason: section.rejectReason })}</p>}
    </div>
  );
}
