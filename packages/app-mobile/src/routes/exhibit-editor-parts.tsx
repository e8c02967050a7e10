// Every feature's section of the exhibit editor, found on disk like the route manifest: Vite's
// import.meta.glob reads each `features/<area>/exhibit-editor-part.ts` (its one export
// `exhibitEditorPart`), in the order of the folder names; each section loads as its own chunk.
import { Suspense } from 'react';
import type { ExhibitEditorPart, ExhibitEditorSectionProps } from './exhibit-editor-part';

const FEATURE_PARTS = import.meta.glob<ExhibitEditorPart>('../features/*/exhibit-editor-part.ts', { eager: true, import: 'exhibitEditorPart' });

const PARTS: readonly ExhibitEditorPart[] = Object.keys(FEATURE_PARTS)
  .sort()
  .map((file) => FEATURE_PARTS[file]!);

/** The sections other features add under the exhibit's form. */
export function ExhibitEditorParts({ exhibit, onStart }: ExhibitEditorSectionProps) {
  return (
    <Suspense fallback={null}>
      {PARTS.map(({ id, Section }) => (
        <Section key={id} exhibit={exhibit} onStart={onStart} />
      ))}
    </Suspense>
  );
}
