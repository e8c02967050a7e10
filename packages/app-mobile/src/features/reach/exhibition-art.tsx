// The exhibition's art above the invitation landing (ui/poster/exhibition-art.ts). Decoration only, so it
// has no name on the page.
import { useExhibitionArt } from '../../ui/poster/exhibition-art';

export function ExhibitionArt() {
  const src = useExhibitionArt();
  if (src === '') return null;
  return <img className="fp-reach-art" src={src} alt="" decoding="async" />;
}
