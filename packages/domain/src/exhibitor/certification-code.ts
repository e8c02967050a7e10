// The organiser's certification code that binds a login to its company (design exhibitor.md decision 4,
// §5.1 rule 5): 8 upper-case letters or digits; typed with spaces or in lower case, it is normalised.

export const CERTIFICATION_CODE_PATTERN = /^[A-Z0-9]{8}$/;

/** Drops every space and upper-cases. */
export const normaliseCertificationCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** True for a code of the right shape once normalised. */
export const isCertificationCode = (typed: string): boolean => CERTIFICATION_CODE_PATTERN.test(normaliseCertificationCode(typed));
