// Reading the backend's replies into the domain's shape, whatever it wrote for absent values: the
// real backend writes no JSON null ("" / -1 / false / [] / {} by declared type). Pure functions; the
// gateways apply them to a reply's data.
export * from './absent-values';
export { readReply } from './reply-shape';
export type { FieldRule, ListRule, NullableRule, ObjectRule, RuleFor, ShapeOf } from './reply-shape';
export * from './registration.normalisers';
export * from './config.normalisers';
export * from './content.normalisers';
export * from './link.normalisers';
