// The server's price for the basket (it computes every total and discount; the screen only shows them),
// asked again whenever the lines or the applied discount code change; the last answer stays on screen
// while the next is on its way.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BasketLine } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { fromResult } from '../../../ui/server-state/result-query';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';

export function useQuote(lines: readonly BasketLine[], discountCode: string) {
  const { client } = useShell();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  return useQuery({
    queryKey: ['ticketing', 'quote', exhibitionId, lines, discountCode] as const,
    queryFn: fromResult((options) =>
      getTicketing(client).quote.execute({ lines: [...lines], ...(discountCode ? { discountCode } : {}) }, options),
    ),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
