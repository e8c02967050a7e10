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

export interface ExhibitEditorPart {
  readonly id: string;
  /** Its own chunk (React.lazy), loaded when the editor shows. */
  readonly Section: ComponentType<{ readonly exhibit: EditedExhibit | undefined }>;
}
