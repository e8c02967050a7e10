// A file the server signs on request (a spreadsheet template, a list exported as it is narrowed now):
// a button fetches it on a tap, then it is offered to keep (KeepFile: downloaded, or inside WeChat opened,
// copied or mailed), signed anew each time it is kept later. A refusal shows under the button.
import { Button } from './button';
import { useState } from 'react';
import type { DomainError, Result } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import { FormAlert } from './form/form-alert';
import { KeepFile } from './keep-file';
import { useFailureMessage } from './use-failure-message';

export interface FetchedFileProps<F extends SignedFile> {
  readonly fetchFile: () => Promise<Result<F, DomainError>>;
  /** The button's text, and its text while the server prepares the file. */
  readonly label: string;
  readonly preparingLabel?: string;
  /** The download link's text, from the file (a list says how many rows it holds). */
  readonly downloadLabel: (file: F) => string;
  readonly className?: string;
  /** The screen's main action (solid) rather than a secondary one (outlined). */
  readonly primary?: boolean;
  readonly large?: boolean;
}

export function FetchedFile<F extends SignedFile>({ fetchFile, label, preparingLabel, downloadLabel, className, primary = false, large = false }: FetchedFileProps<F>) {
  const failureMessage = useFailureMessage();
  const [file, setFile] = useState<F | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = async () => {
    setPending(true);
    setFailure(null);
    const result = await fetchFile();
    setPending(false);
    if (result.ok) setFile(result.value);
    else setFailure(failureMessage(result.error));
  };
  /** The same file at an address signed just now, for a page left open past the address's minutes. */
  const renew = async () => {
    const result = await fetchFile();
    return result.ok ? result.value : null;
  };
  if (file) return <KeepFile file={file} downloadLabel={downloadLabel(file)} renew={renew} />;
  return (
    <>
      <Button
        block
        color={primary ? 'primary' : 'default'}
        fill={primary ? 'solid' : 'outline'}
        size={large ? 'large' : 'middle'}
        className={className}
        loading={pending}
        loadingText={preparingLabel}
        onClick={() => void ask()}
      >
        {label}
      </Button>
      <FormAlert message={failure} />
    </>
  );
}
