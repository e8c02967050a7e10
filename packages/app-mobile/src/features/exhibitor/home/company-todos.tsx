// The company card's to-dos: the materials not handed in yet that can still be, most urgent first on the
// server clock (at most three), and the way to the whole paperwork list.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { byUrgency, materialTaskState } from '@fairpass/domain/exhibitor';
import { useShell } from '../../../ui/shell-context';
import { materialsQuery } from '../exhibitor.queries';
import { MaterialRow } from '../information/material-row';
import '../information/materials.css';

const SHOWN = 3;

export function CompanyTodos() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const read = useQuery(materialsQuery(client));
  if (read.status !== 'success') return null;
  const { serverTime, materials } = read.data;
  const open = byUrgency(materials, serverTime).filter((m) => {
    const task = materialTaskState(m, serverTime);
    return task === 'due-soon' || task === 'open';
  });
  return (
    <section className="fp-ex-home__todos" aria-labelledby="fp-ex-todos">
      <h3 id="fp-ex-todos" className="fp-ex-home__todos-title">{t('materials.todoHeading')}</h3>
      {open.length === 0 ? (
        <p className="fp-note">{t('materials.allDone')}</p>
      ) : (
        <ul className="fp-ex-materials">
          {open.slice(0, SHOWN).map((material) => (
            <MaterialRow key={material.materialTypeV2} material={material} serverTime={serverTime} />
          ))}
        </ul>
      )}
      <Link href="/exhibitorSelfService/information" className="fp-link">{t('materials.toAll')}</Link>
    </section>
  );
}
