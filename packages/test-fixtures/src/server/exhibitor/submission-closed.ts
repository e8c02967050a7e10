// The one rule every exhibitor write of the contract server asks before it changes anything (design
// exhibitor.md §2.1/§5.1, spec §8 "Submission of information is closed"): the organiser has closed the
// company information of the exhibition (its functionConfig.stopRegistration, seeded on
// `exh-closed-demo`). The exhibitor areas (company, catalogue, manual, services) all ask it here, so
// "closed" means the same everywhere.
import type { ServerContext } from '../context';
import type { TokenSubject } from '../tokens';

/** The refusal of a write on a closed exhibition (5003 REGISTRATION.SUBMISSION_CLOSED). */
export const SUBMISSION_CLOSED = { code: 5003, cn: '信息提交已关闭', en: 'Submission of information is closed' } as const;

/** The exhibition a write is for: the body's `exhibitionId` when it names one, else the login's. */
export const exhibitionOfWrite = (body: Readonly<Record<string, unknown>>, subject: TokenSubject): string => {
  const named = body['exhibitionId'];
  return typeof named === 'string' && named !== '' ? named : subject.exhibitionId;
};

/** Whether the organiser has closed the exhibitors' company information on this exhibition. */
export const submissionClosed = (ctx: ServerContext, exhibitionId: string): boolean =>
  ctx.state.exhibition(exhibitionId)?.functionConfig.stopRegistration === 1;
