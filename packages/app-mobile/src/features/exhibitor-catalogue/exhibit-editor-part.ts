// This feature's section of the exhibit editor (routes/exhibit-editor-parts.tsx): last edition's exhibits to start a new one from, and the exhibit's images and video.
import { lazyPart } from '../../ui/lazy-part';
import type { ExhibitEditorPart } from '../../routes/exhibit-editor-part';

export const exhibitEditorPart: ExhibitEditorPart = {
  id: 'exhibitMedia',
  Section: lazyPart(() => import('./exhibits/exhibit-editor-section')),
};
