// "Now" in the programme: a line between the sessions that have started and those to come, with the
// server's time, in words (not only a colour).
import { useTranslation } from 'react-i18next';
import { clockText, machineTimeOf, MINUTE } from '../../../ui/clock-time';

export function NowMarker({ serverTime }: { readonly serverTime: number }) {
  const { t } = useTranslation('conference');
  return (
    <li className="fp-cf-now" id="fp-cf-now">
      <strong>
        <time dateTime={machineTimeOf(serverTime)}>{t('programme.now', { time: clockText(serverTime, MINUTE) })}</time>
      </strong>
      <span className="fp-cf-now__note">{t('programme.nowNote')}</span>
    </li>
  );
}
