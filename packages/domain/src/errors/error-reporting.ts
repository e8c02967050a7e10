// The error-reporting hook of spec §8 flags a response whose `code` is not 200 or whose `retCode` is
// not 0. A field that is absent says nothing, so a body without either (e.g. the bare token body) is
// not reported.
import { isRecord, toResponseCode } from './response-code';

export const isReportableError = (body: unknown): boolean => {
  if (!isRecord(body)) return false;
  const { code, retCode } = body;
  if (code !== undefined && code !== null && toResponseCode(code) !== 200) return true;
  return retCode !== undefined && retCode !== null && toResponseCode(retCode) !== 0;
};
