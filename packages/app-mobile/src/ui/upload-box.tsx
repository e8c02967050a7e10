// A file picker drawn as a dashed box (the builder filing's, for every upload screen): the visible text
// says what to do or that it is sending, the hint the rules; the input fills the box so a tap anywhere
// picks, and the keyboard reaches it as a file input named by the box's text. The screen checks the file
// with the domain's rules and uploads it through the SDK's multipart path.
import type { ChangeEvent } from 'react';
import './upload-box.css';

export interface UploadBoxProps {
  readonly id: string;
  /** What the box says: "choose a file", or the busy text while sending. */
  readonly label: string;
  /** The rules, under the label (also the input's description). */
  readonly hint: string;
  /** The picker's `accept` (`.png,.jpg,.jpeg`). */
  readonly accept: string;
  readonly busy: boolean;
  /** The id of the message about the last file, when there is one (described by, and marked invalid). */
  readonly errorId?: string;
  readonly onPick: (file: File) => void;
}

export function UploadBox({ id, label, hint, accept, busy, errorId, onPick }: UploadBoxProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file picked again after a refusal must fire again
    event.target.value = '';
    if (file && !busy) onPick(file);
  };
  return (
    <label className={busy ? 'fp-upload-box fp-upload-box--busy' : 'fp-upload-box'}>
      <input
        id={id}
        className="fp-upload-box__input"
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={`${id}-hint${errorId ? ` ${errorId}` : ''}`}
        aria-invalid={errorId ? true : undefined}
        onChange={pick}
      />
      <span className="fp-upload-box__text">{label}</span>
      <span className="fp-upload-box__hint" id={`${id}-hint`}>
        {hint}
      </span>
    </label>
  );
}
