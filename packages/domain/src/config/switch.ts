// Server switches are numbers 1/0 on the wire (docs/endpoints.md). Some backends serialise them as
// strings or booleans, so reading a switch goes through one tolerant helper.

export type Switch = 0 | 1;

/** True for 1, '1' and true; everything else (0, '', null, missing) is off. */
export const isOn = (value: unknown): boolean => value === 1 || value === '1' || value === true;
