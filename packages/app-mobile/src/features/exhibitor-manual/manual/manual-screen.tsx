// A manual section (issue 30, design exhibitor.md §2.2): its title, deadline on the server clock
// (closed once past: "信息提交已关闭"), the organiser's text sanitised as articles are, then the fascia
// of each standard booth (`board`) or each form. `whole` shows every part (manualAll); otherwise the
// part `?part=` names (manualPart). A company with no booth yet or only raw space reads the server's
// refusal (BOOTH.NOT_ALLOCATED, FASCIA.NOT_APPLICABLE) with the ways on.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { materialTaskState } from '@fairpass/domain/exhibitor';
import type { ManualSection } from '@fairpass/domain/exhibitor-manual';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { manualQuery } from '../exhibitor-manual.queries';
import { ManualFormEditor } from './manual-form-editor';
import { SectionDeadline } from './section-deadline';
import '../../../ui/screen-blocks.css';
import './manual.css';

const HEADING_ID = 'fp-exm-heading';

// The organiser's text (DOMPurify) and the fascia editor (the fascia rules, class-validator) are chunks of
// their own, out of the manual's first load: asked for when the screen opens, while the section is
// fetched, the fascia editor only for the standard booths' section (`board`).
const loadText = () => import('./manual-text');
const loadFascia = () => import('./fascia-editor');
const ManualText = lazy(loadText);
const FasciaEditor = lazy(loadFascia);

export const ManualScreen = withServerState(function ManualScreen({ whole }: { readonly whole: boolean }) {
  const { t } = useTranslation('exhibitor-manual');
  const { client } = useShell();
  const { materialTypeV2 = '' } = useParams<{ materialTypeV2: string }>();
  const partParam = useQueryParam('part') ?? '';
  const part = whole ? '' : partParam;
  const section = useQuery(manualQuery(client, materialTypeV2, part));
  useEffect(() => {
    loadText().catch(() => undefined);
    if (materialTypeV2 === 'board') loadFascia().catch(() => undefined);
  }, [materialTypeV2]);
  return (
    <QueryView query={section} heading={t('heading')} headingId={HEADING_ID}>
      {(value) => <SectionView section={value} whole={whole} />}
    </QueryView>
  );
});

function SectionView({ section, whole }: { readonly section: ManualSection; readonly whole: boolean }) {
  const { t } = useTranslation('exhibitor-manual');
  const [language] = useLanguage();
  const title = language === 'en' ? section.titleEn || section.title : section.title;
  const html = language === 'en' ? section.htmlEn || section.html : section.html;
  const closed = materialTaskState(section, section.serverTime) === 'overdue-closed';
  const board = section.materialTypeV2 === 'board';
  const heading = whole ? title : t('partHeading', { title });
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/exhibitorSelfService/information" />
      <h1 id={HEADING_ID} className="fp-heading">{heading}</h1>
      <SectionDeadline section={section} />
      <Suspense fallback={null}>
        <ManualText html={html} title={title} />
      </Suspense>
      {board && section.fascia.length === 0 && <p className="fp-note">{t('fascia.none')}</p>}
      {board && (
        <Suspense fallback={null}>
          {section.fascia.map((booth) => (
            <FasciaEditor key={booth.boothNo} booth={booth} section={section} closed={closed} partLink={whole && section.fascia.length > 1} />
          ))}
        </Suspense>
      )}
      {!board && section.forms.length === 0 && <p className="fp-note">{t('forms.none')}</p>}
      {!board && section.forms.map((form) => <ManualFormEditor key={form.id} form={form} section={section} closed={closed} />)}
      {!whole && (
        <p>
          <Link href={hrefOf('/exhibitorSelfService/information/manualAll/:materialTypeV2', { materialTypeV2: section.materialTypeV2 })} className="fp-link">
            {t('wholeSection')}
          </Link>
        </p>
      )}
    </Page>
  );
}
