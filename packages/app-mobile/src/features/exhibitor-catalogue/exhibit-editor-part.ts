// This feature's section of the exhibit editor: the exhibit's images and video (routes/exhibit-editor-parts.tsx).
import { lazy } from 'react';
import type { ExhibitEditorPart } from '../../routes/exhibit-editor-part';

export const exhibitEditorPart: ExhibitEditorPart = {
  id: 'exhibitMedia',
  Section: lazy(() => import('./exhibits/exhibit-media-section')),
};
