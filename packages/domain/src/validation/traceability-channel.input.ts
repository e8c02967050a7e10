// A traceability (source) channel of the group tools: its code is at most 4 letters or digits.
import { isTraceabilityCode } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';

export class TraceabilityChannelInput {
  @Required()
  @Satisfies('traceabilityCode', 'VALIDATION.TRACEABILITY_CODE_INVALID', isTraceabilityCode)
  code!: string;
}
