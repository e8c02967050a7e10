// A video as the exhibitor will see it played: the browser's own player (controls reached and worked by
// keyboard), named for screen readers, with the file's name and size under it in place of a poster.
import { sizeLabel, type MediaFile } from '@fairpass/domain/exhibitor-catalogue';

export function VideoPreview({ video, label }: { readonly video: Pick<MediaFile, 'url' | 'name'> & { readonly size?: number }; readonly label: string }) {
  return (
    <figure className="fp-cat-video">
      <video className="fp-cat-video__player" src={video.url} controls preload="metadata" playsInline aria-label={label} />
      <figcaption className="fp-cat-video__name">
        {video.name}
        {video.size ? ` · ${sizeLabel(video.size)}` : ''}
      </figcaption>
    </figure>
  );
}
