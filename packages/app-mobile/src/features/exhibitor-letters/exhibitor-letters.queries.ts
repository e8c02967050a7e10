// The exhibitor's letters reads over the SDK's exhibitor-letters area, with their keys. A write
// invalidates LETTERS_KEYS.all.
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getExhibitorLetters } from '@fairpass/sdk/exhibitor-letters';
import { fromResult } from '../../ui/server-state/result-query';

export const LETTERS_KEYS = {
  all: ['exhibitorLetters'] as const,
  templates: (scope: 'organiser' | 'mine') => ['exhibitorLetters', 'templates', scope] as const,
  template: (id: string) => ['exhibitorLetters', 'template', id] as const,
  visas: ['exhibitorLetters', 'visas'] as const,
  checkin: ['exhibitorLetters', 'checkin'] as const,
};

export const templatesQuery = (client: FairpassClient, scope: 'organiser' | 'mine') =>
  queryOptions({ queryKey: LETTERS_KEYS.templates(scope), queryFn: fromResult((options) => getExhibitorLetters(client).fetchInvitationTemplates.execute({ scope }, options)) });

export const templateQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: LETTERS_KEYS.template(id), queryFn: fromResult((options) => getExhibitorLetters(client).fetchInvitationTemplate.execute({ id }, options)) });

export const visasQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: LETTERS_KEYS.visas, queryFn: fromResult((options) => getExhibitorLetters(client).fetchVisaLetters.execute({}, options)) });

export const checkinQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: LETTERS_KEYS.checkin, queryFn: fromResult((options) => getExhibitorLetters(client).fetchCheckinNotice.execute({}, options)) });
