// /exhibitorSelfService/information (issue 30, design exhibitor.md §2.2): every material the company
// hands in — the catalogue entry, the fascia, the manual's forms, the logo — with its deadline and state,
// most urgent first on the server clock (due soon, open, closed, handed in; byUrgency). A login with none
// of the paperwork's modules opened reads the spec's "the exhibitor has not opened the permission"; a
// company not approved yet is shown the way to its next step. Below, the deadline calendar: every
// deadline of the company, bookings included, and "add all to my calendar" (deadline-calendar.tsx).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { byUrgency, exhibitorStepOf, PERMISSION_REFUSAL, type CompanyDeadlines, type ExhibitorMaterials, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { WayOnLinks } from '../../../ui/way-on/way-on-links';
import { deadlinesQuery, materialsQuery, profileQuery } from '../exhibitor.queries';
import { DeadlineCalendar } from './deadline-calendar';
import { MaterialRow } from './material-row';
import { paperworkAllowed } from './paperwork';
import '../../../ui/screen-blocks.css';
import './materials.css';

export default withServerState(InformationScreen);

const HEADING_ID = 'fp-ex-info-heading';

function InformationScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const reads = combineReads(useQuery(profileQuery(client)), combineReads(useQuery(materialsQuery(client)), useQuery(deadlinesQuery(client))));
  return (
    <QueryView query={reads} heading={t('materials.heading')} headingId={HEADING_ID}>
      {([profile, [materials, deadlines]]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('materials.heading')}</h1>
          <Paperwork profile={profile} serverTime={materials.serverTime} materials={materials.materials} deadlines={deadlines} />
        </Page>
      )}
    </QueryView>
  );
}

function Paperwork({ profile, serverTime, materials, deadlines }: { readonly profile: ExhibitorProfile; readonly deadlines: CompanyDeadlines } & ExhibitorMaterials) {
  const { t } = useTranslation('exhibitor');
  const errorMessage = useErrorMessage();
  const step = exhibitorStepOf(profile);
  if (step !== '/user-center') {
    return (
      <>
        <p className="fp-note">{t('materials.notApproved')}</p>
        <Link href={step} className="fp-button-link">{t('materials.toNextStep')}</Link>
      </>
    );
  }
  if (!paperworkAllowed(profile.permissions)) {
    return (
      <>
        <p className="fp-form__error" role="alert">{errorMessage(PERMISSION_REFUSAL)}</p>
        <WayOnLinks areaList={false} />
      </>
    );
  }
  return (
    <>
      <p className="fp-note">{t('materials.intro')}</p>
      {materials.length === 0 ? (
        <p className="fp-note">{t('materials.none')}</p>
      ) : (
        <ul className="fp-ex-materials" aria-label={t('materials.listLabel')}>
          {byUrgency(materials, serverTime).map((material) => (
            <MaterialRow key={material.materialTypeV2} material={material} serverTime={serverTime} />
          ))}
        </ul>
      )}
      <DeadlineCalendar serverTime={deadlines.serverTime} deadlines={deadlines.deadlines} />
    </>
  );
}
