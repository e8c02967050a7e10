// The time left to pay as words say it (issue 28): "剩余 14 分 45 秒" / "14 min 45 s left", never a clock
// ("14:45" reads as a time of day). The domain splits the seconds; the sentence is the language's.
import { useTranslation } from 'react-i18next';
import { timeLeftForm, timeLeftParts } from '@fairpass/domain/ticketing';

export function useTimeLeftText(): (seconds: number) => string {
  const { t } = useTranslation('unpaid');
  return (seconds) => {
    const parts = timeLeftParts(seconds);
    const form = timeLeftForm(parts);
    if (form === 'hours') return t('timeLeft.hours', { ...parts });
    if (form === 'minutes') return t('timeLeft.minutes', { ...parts });
    return t('timeLeft.seconds', { ...parts });
  };
}
