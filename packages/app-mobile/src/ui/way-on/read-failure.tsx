// A read that failed, told through the shared failure view. What it says follows the domain's verdict on
// trying again (DomainError.retryable, from isRetryableFailure): a network fault, a time-out or a 5xx is
// "this did not load" with the reason and a retry; anything else (a record that is not there, not the
// visitor's, a refusal) is the server's or the catalogue's sentence as the heading — "会议不存在",
// "找不到这个溯源渠道" — with no retry, since the same read would get the same answer, and the ways on.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainError, isDomainError } from '@fairpass/domain';
import { retryAfter } from '../code-fetch-recovery';
import { useErrorMessage } from '../use-error-message';
import { useFailureMessage } from '../use-failure-message';
import { FailureView } from './failure-view';

/** Codes that say only "the server said no"; without a sentence of its own they get our general title. */
const WORDLESS = new Set<string>(['SERVER.FAILURE', 'SERVER.SILENT', 'UNKNOWN']);

export interface ReadFailureText {
  readonly title: string;
  readonly message: string;
  readonly retryable: boolean;
}

/** The heading, the announced line and whether to offer a retry, for a failed read. */
export function useReadFailureText(): (error: unknown) => ReadFailureText {
  const { t } = useTranslation('common');
  const failureMessage = useFailureMessage();
  const errorMessage = useErrorMessage();
  return (thrown) => {
    const error = isDomainError(thrown) ? thrown : new DomainError('UNKNOWN');
    const said = failureMessage(error);
    if (error.retryable) return { title: t('wayOn.notLoaded'), message: said, retryable: true };
    const wordless = WORDLESS.has(error.code) && said === errorMessage(error.code);
    return { title: wordless ? t('wayOn.cannotShow') : said, message: t('wayOn.carryOn'), retryable: false };
  };
}

export interface ReadFailureProps {
  readonly error: unknown;
  readonly headingId: string;
  /** The screen's name (its usual heading). */
  readonly where?: string;
  readonly onRetry: () => void;
  readonly retrying: boolean;
  readonly links?: ReactNode;
}

export function ReadFailure({ error, headingId, where, onRetry, retrying, links }: ReadFailureProps) {
  const text = useReadFailureText()(error);
  return (
    <FailureView
      headingId={headingId}
      where={where}
      title={text.title}
      message={text.message}
      // The area's code not arriving is a network fault too; trying again then may load the page anew.
      retry={text.retryable ? { onRetry: () => void retryAfter(error, onRetry), busy: retrying } : undefined}
      links={links}
    />
  );
}
