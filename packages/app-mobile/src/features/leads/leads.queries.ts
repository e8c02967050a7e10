// The lead tool's server reads over TanStack Query. The survey runs even offline (`networkMode:
// 'always'`): the SDK keeps the last survey read on the phone and answers with it when the network is
// gone, so a survey opened at a stand with no signal still shows its questions.
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getLeads } from '@fairpass/sdk/leads';
import { fromResult } from '../../ui/server-state/result-query';

export const LEAD_KEYS = {
  all: ['leads'] as const,
  survey: ['leads', 'survey'] as const,
};

export const surveyQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: LEAD_KEYS.survey,
    queryFn: fromResult((options) => getLeads(client).fetchSurvey.execute(options)),
    networkMode: 'always',
    staleTime: 10 * 60_000,
  });
