// A feature's section of the exhibit editor (/exhibitorSelfService/exhibit/single), shown under the
// exhibit's own form: a file `features/<area>/exhibit-editor-part.ts` exporting `exhibitEditorPart`
// (routes/exhibit-editor-parts.tsx collects them), so the exhibitor feature lists no other feature.
import type { ComponentType } from 'react';

/** The exhibit the editor shows: absent while a new one is being added (nothing saved yet). */
export interface EditedExhibit {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description?: string;
}

/** What a section may put into a new exhibit's form (last edition's exhibit, say): nothing is saved until the exhibitor sends it. */
export interface ExhibitStart {
  readonly name: string;
  readonly nameEn: string;
  readonly category: string;
  readonly description: string;
}

export interface ExhibitEditorSectionProps {
  readonly exhibit: EditedExhibit | undefined;
  /** Fills the form of the exhibit being added; absent when changing one or when the company is at its maximum. */
  readonly onStart?: ((start: ExhibitStart) => void) | undefined;
}

export interface ExhibitEditorPart {
  readonly id: string;
  /** Its own chunk (React.lazy), loaded when the editor shows. */
  readonly Section: ComponentType<ExhibitEditorSectionProps>;
}
