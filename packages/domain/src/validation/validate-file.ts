// Checks a chosen file against its rule before upload. The app measures images (width/height); the
// domain only judges the numbers it is given.
import type { ValidationErrorCode } from '../errors/error-codes';
import { MIME_TYPES_BY_EXTENSION, type FileRule } from './file-rules';

export type FileFacts = {
  readonly name: string;
  readonly size: number;
  /** The MIME type the browser reports; often empty for less common formats. */
  readonly type: string;
  readonly width?: number;
  readonly height?: number;
};

export type FileCheck = {
  readonly errors: readonly ValidationErrorCode[];
  readonly warnings: readonly ValidationErrorCode[];
};

/** Browsers report these when they do not know the format: the extension decides alone then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);
/** Aspect ratios closer than this count as the suggested shape (a 1200×700 logo is fine). */
const RATIO_TOLERANCE = 0.02;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).trim().toLowerCase();
};

const hasAllowedType = (file: FileFacts, rule: FileRule): boolean => {
  const extension = extensionOf(file.name);
  const allowed = rule.extensions.includes(extension) || (extension === 'jpeg' && rule.extensions.includes('jpg'));
  if (!allowed) return false;
  const type = file.type.trim().toLowerCase();
  return UNKNOWN_TYPES.has(type) || (MIME_TYPES_BY_EXTENSION[extension] ?? []).includes(type);
};

const isMeasured = (side: number | undefined): side is number => side !== undefined && Number.isFinite(side) && side > 0;

const sizeErrors = (file: FileFacts, rule: FileRule): ValidationErrorCode[] => {
  if (!(file.size > 0) || (rule.minBytes !== undefined && file.size < rule.minBytes)) return ['VALIDATION.FILE_TOO_SMALL'];
  return file.size > rule.maxBytes ? ['VALIDATION.FILE_TOO_LARGE'] : [];
};

const dimensionErrors = ({ width, height }: FileFacts, rule: FileRule): ValidationErrorCode[] => {
  if (!rule.sidePx) return [];
  const { min, max } = rule.sidePx;
  // Unmeasured images fail closed: the rule is a hard limit and the app is expected to measure.
  if (!isMeasured(width) || !isMeasured(height)) return ['VALIDATION.IMAGE_DIMENSIONS'];
  const fits = [width, height].every((side) => side >= min && side <= max);
  return fits ? [] : ['VALIDATION.IMAGE_DIMENSIONS'];
};

const suggestionWarnings = ({ width, height }: FileFacts, rule: FileRule): ValidationErrorCode[] => {
  const suggested = rule.suggestedSize;
  if (!suggested || !isMeasured(width) || !isMeasured(height)) return [];
  const ratioOff = Math.abs(width / height / (suggested.width / suggested.height) - 1) > RATIO_TOLERANCE;
  const tooSmall = width < suggested.width || height < suggested.height;
  return ratioOff || tooSmall ? ['VALIDATION.IMAGE_SIZE_SUGGESTED'] : [];
};

export const validateFile = (file: FileFacts, rule: FileRule): FileCheck => {
  const errors: ValidationErrorCode[] = [];
  if (!hasAllowedType(file, rule)) errors.push('VALIDATION.FILE_TYPE');
  errors.push(...sizeErrors(file, rule), ...dimensionErrors(file, rule));
  return { errors, warnings: suggestionWarnings(file, rule) };
};
