// An amount as the ticketing screens show it: "免费"/"Free" for nothing to pay, else the domain's format.
import { formatMoney, isFree, type Money } from '@fairpass/domain/ticketing';

export const moneyText = (money: Money, freeText: string): string => (isFree(money) ? freeText : formatMoney(money));
