// What an others-registration route says for a type that is neither `group` nor `work`: the shared
// failure view (ways on: the personal centre), then the area's own navigation.
import { useTranslation } from 'react-i18next';
import { FailureView } from '../../../ui/way-on/failure-view';
import { DelegatesNav } from '../delegates-nav';

export function UnknownType() {
  const { t } = useTranslation('delegates');
  return (
    <FailureView headingId="fp-dg-unknown-heading" where={t('others.unknownHeading')} title={t('others.unknownType')}>
      <DelegatesNav />
    </FailureView>
  );
}
