// The uploader of an `image` field, in its own chunk: antd-mobile's ImageUploader (with its viewer) is
// heavy and most personal-info forms have no image field.
import ImageUploader from 'antd-mobile/es/components/image-uploader';
import { UiKitLocale } from '../ui-kit-locale';

export interface ImageFieldUploadProps {
  readonly urls: readonly string[];
  readonly upload: (file: File) => Promise<string>;
  readonly onChange: (url: string) => void;
}

export default function ImageFieldUpload({ urls, upload, onChange }: ImageFieldUploadProps) {
  // Its upload button's label is the kit's own word.
  return (
    <UiKitLocale>
      <ImageUploader
        value={urls.map((url) => ({ url }))}
        maxCount={1}
        accept="image/jpeg,image/png"
        upload={async (file) => ({ url: await upload(file) })}
        onChange={(items) => onChange(items[0]?.url ?? '')}
      />
    </UiKitLocale>
  );
}
