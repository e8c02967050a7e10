// The catalogue feature's section of the exhibit editor: while a new exhibit is added (and the company is
// under its maximum), last edition's exhibits to start from; then the exhibit's images and video.
import type { ExhibitEditorSectionProps } from '../../../routes/exhibit-editor-part';
import ExhibitMediaSection from './exhibit-media-section';
import { LastEditionExhibits } from './last-edition-exhibits';

export default function ExhibitEditorSection({ exhibit, onStart }: ExhibitEditorSectionProps) {
  return (
    <>
      {!exhibit && onStart && <LastEditionExhibits onStart={onStart} />}
      <ExhibitMediaSection exhibit={exhibit} />
    </>
  );
}
