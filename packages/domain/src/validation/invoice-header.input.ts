// A company invoice header (invoiceHeaderManage): the title and the taxpayer number, which for a
// Chinese company is its unified social credit code.
import { isValidCreditCode } from './credit-code';
import { Required, Satisfies } from './rule.decorators';

export class InvoiceHeaderInput {
  @Required()
  title!: string;

  @Required()
  @Satisfies('creditCode', 'VALIDATION.CREDIT_CODE_INVALID', (v) => typeof v === 'string' && isValidCreditCode(v))
  taxNumber!: string;
}
