import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { reviewSignUp } from './sign-ups';

/**
 * Test hook of the conference (not the backend's API): the organiser's review of a sign-up waiting for
 * it, `POST /__contract/conference/review {phone, sessionId, outcome: 'success' | 'failed', reason?}`
 * (the user is the phone's registration on the session's exhibition).
 */
export function registerConferenceHooks(app: FastifyInstance, ctx: ServerContext): void {
  const conference = ctx.state.conference;

  app.post('/__contract/conference/review', async (request, reply) => {
    const body = request.body as { phone?: unknown; sessionId?: unknown; outcome?: unknown; reason?: unknown } | undefined;
    if (typeof body?.phone !== 'string' || typeof body.sessionId !== 'string' || (body.outcome !== 'success' && body.outcome !== 'failed')) {
      return reply.code(400).send({ error: "Expected {phone: string, sessionId: string, outcome: 'success' | 'failed', reason?: string}" });
    }
    const { phone, sessionId, outcome } = body;
    const session = conference.session(sessionId);
    const user = session ? ctx.state.findUser(session.exhibitionId, (u) => u.phone === phone) : undefined;
    if (!session || !user) return reply.code(400).send({ ok: false, code: 400, msg: 'No such session, or no registration of that phone on its exhibition' });
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const reviewed = reviewSignUp(conference, user.userId, sessionId, outcome, reason);
    if (!reviewed.ok) return reply.code(400).send({ ok: false, code: reviewed.failure.code, msg: reviewed.failure.msg.en });
    return { ok: true, sessionId, state: reviewed.value.state, ...(reviewed.value.failReason ? { failReason: reviewed.value.failReason } : {}) };
  });
}
