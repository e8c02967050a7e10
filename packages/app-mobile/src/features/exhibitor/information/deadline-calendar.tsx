// The deadline calendar on /exhibitorSelfService/information (design exhibitor.md §5.1 "Beyond the
// anchors"): every deadline of the company on one list — its materials and manual forms, its service, ads
// and interpreter bookings — by date on the server clock, and "add all to my calendar": one .ics of the
// open ones with reminders 3 days and 1 day before each (the domain's deadlineCalendarEvents), written on
// the phone outside WeChat and, inside it, fetched at the server's signed address with the ways to keep
// it (open in the browser, copy the link) — the shared ui/add-to-calendar.tsx.
import { useTranslation } from 'react-i18next';
import { daysLeft, deadlineCalendarEvents, materialTaskState, openDeadlines, type CompanyDeadline, type CompanyDeadlines } from '@fairpass/domain/exhibitor';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { AddToCalendar } from '../../../ui/add-to-calendar';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';

const HEADING_ID = 'fp-ex-deadlines-heading';

export function DeadlineCalendar({ serverTime, deadlines }: CompanyDeadlines) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const [language] = useLanguage();
  const events = deadlineCalendarEvents(deadlines, serverTime, language);
  return (
    <section className="fp-ex-deadlines" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="fp-subheading">{t('deadlines.heading')}</h2>
      <p className="fp-note">{t('deadlines.intro', { count: openDeadlines(deadlines, serverTime).length })}</p>
      {events.length > 0 && (
        <div className="fp-actions">
          <AddToCalendar
            event={events}
            fileName="exhibitor-deadlines.ics"
            fetchFile={() => getExhibitor(client).fetchDeadlineCalendarFile.execute()}
            texts={{ label: t('deadlines.addAll'), ready: t('deadlines.ready'), failed: t('deadlines.failed') }}
          />
        </div>
      )}
      <ul className="fp-ex-materials" aria-label={t('deadlines.listLabel')}>
        {deadlines.map((deadline) => (
          <DeadlineRow key={`${deadline.kind}-${deadline.id}`} deadline={deadline} serverTime={serverTime} />
        ))}
      </ul>
    </section>
  );
}

function DeadlineRow({ deadline, serverTime }: { readonly deadline: CompanyDeadline; readonly serverTime: number }) {
  const { t, i18n } = useTranslation('exhibitor');
  const task = materialTaskState(deadline, serverTime);
  const left = daysLeft(deadline.deadline, serverTime) ?? 0;
  const title = i18n.language === 'en' ? deadline.titleEn || deadline.title : deadline.title || deadline.titleEn;
  const urgency = task === 'done' ? t(`materials.state.${deadline.state === 'approved' ? 'approved' : 'submitted'}`) : task === 'overdue-closed' ? t('materials.closed') : left === 0 ? t('materials.dueToday') : t('materials.dueIn', { count: left });
  return (
    <li className={`fp-ex-material fp-ex-material--${task}`}>
      <span className="fp-ex-material__title">{title}</span>
      <span className="fp-ex-material__urgency">{urgency}</span>
      <span className="fp-ex-material__meta">
        {t(`deadlines.kind.${deadline.kind}`)} · {t('materials.deadline', { time: deadline.deadline.slice(0, 16) })}
      </span>
    </li>
  );
}
