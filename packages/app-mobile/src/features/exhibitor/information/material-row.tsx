// One material of the company as the paperwork list and the company card's to-dos show it: its title in
// the page's language, a link to where it is handed in (material-page.ts), whether the organiser requires
// it, where it stands on the server clock (due in N days, due today, closed, handed in) with its deadline
// in Beijing time, and its own state (draft, refused with the reason…).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { daysLeft, materialTaskState, type ExhibitorMaterial } from '@fairpass/domain/exhibitor';
import { materialPageOf } from './material-page';

/** `yyyy-MM-dd HH:mm:ss` → `yyyy-MM-dd HH:mm`. */
const minutesOf = (wire: string): string => wire.slice(0, 16);

export function MaterialRow({ material, serverTime }: { readonly material: ExhibitorMaterial; readonly serverTime: number }) {
  const { t, i18n } = useTranslation('exhibitor');
  const task = materialTaskState(material, serverTime);
  const left = daysLeft(material.deadline, serverTime) ?? 0;
  const title = i18n.language === 'en' ? material.titleEn || material.title : material.title;
  const page = materialPageOf(material);
  const urgency =
    task === 'done'
      ? t(`materials.state.${material.state === 'approved' ? 'approved' : 'submitted'}`)
      : task === 'overdue-closed'
        ? t('materials.closed')
        : left === 0
          ? t('materials.dueToday')
          : t('materials.dueIn', { count: left });
  return (
    <li className={`fp-ex-material fp-ex-material--${task}`} data-testid={`material-${material.materialTypeV2}`}>
      <span className="fp-ex-material__title">{page ? <Link href={page}>{title}</Link> : title}</span>
      <span className="fp-ex-material__urgency">{urgency}</span>
      <span className="fp-ex-material__meta">
        {t(material.required ? 'materials.required' : 'materials.optional')}
        {' · '}
        {t('materials.deadline', { time: minutesOf(material.deadline) })}
        {task !== 'done' && ` · ${t(`materials.state.${material.state}`)}`}
      </span>
      {task === 'overdue-closed' && <span className="fp-ex-material__meta">{t('materials.closedHint')}</span>}
      {material.state === 'rejected' && material.rejectReason && (
        <span className="fp-ex-material__meta">{t('materials.reason', { reason: material.rejectReason })}</span>
      )}
    </li>
  );
}
