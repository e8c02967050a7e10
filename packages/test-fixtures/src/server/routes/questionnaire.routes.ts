import type { FastifyInstance } from 'fastify';
import { languageOf, RC, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { questionnairesAsked, RESULT_FIELD, submitForReviewWhenDone } from '../registration-progress';
import { toUserInfo } from '../user-record';
import type { Questionnaire } from '../wire.types';

interface Answer {
  questionId: string;
  optionIds?: string[];
  text?: string;
}

/** The first problem with a set of answers, or undefined when the questionnaire is properly filled in. */
function answersProblem(questionnaire: Questionnaire, answers: Answer[]): string | undefined {
  for (const question of questionnaire.questions) {
    const answer = answers.find((a) => a.questionId === question.id);
    const optionIds = answer?.optionIds ?? [];
    const answered = question.type === 'text' ? (answer?.text ?? '').trim() !== '' : optionIds.length > 0;
    if (!answered) {
      if (question.required) return `请回答：${question.title}`;
      continue;
    }
    if (question.type === 'single' && optionIds.length !== 1) return `只能选择一项：${question.title}`;
    if (optionIds.some((id) => !question.options.some((o) => o.id === id))) return `选项无效：${question.title}`;
  }
  return undefined;
}

function isAnswerList(value: unknown): value is Answer[] {
  return (
    Array.isArray(value) &&
    value.every(
      (a) =>
        typeof a === 'object' &&
        a !== null &&
        typeof (a as Answer).questionId === 'string' &&
        ((a as Answer).optionIds === undefined || (Array.isArray((a as Answer).optionIds) && (a as Answer).optionIds!.every((o) => typeof o === 'string'))) &&
        ((a as Answer).text === undefined || typeof (a as Answer).text === 'string'),
    )
  );
}

/** Questionnaires 1–3 per exhibition and language, and their answers. */
export function registerQuestionnaireRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${RC}questionnaire/detail`, async (request, reply) => {
    const exhibition = ctx.state.exhibition(stringParam(request.query, 'exhibitionId'));
    if (!exhibition) return sendBusinessFailure(reply, '展会不存在');
    const language = languageOf(request, stringParam(request.query, 'languageType'));
    const index = Number(stringParam(request.query, 'index') || '1');
    // Beyond the count this exhibition asks, there is no questionnaire: data is null.
    if (index > questionnairesAsked(exhibition, language)) return success(null);
    const seed = ctx.state.questionnaires.find(
      (q) => q.exhibitionId === exhibition.exhibitionId && q.languageType === language && q.questionnaire.index === index,
    );
    return success(seed?.questionnaire ?? null);
  });

  app.post(`${RC}questionnaire/answer/submit`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const body = request.body;
    const exhibitionId = stringParam(body, 'exhibitionId') || subject.exhibitionId;
    const exhibition = ctx.state.exhibition(exhibitionId);
    const user = registrationFor(ctx, subject, exhibitionId);
    if (!exhibition || !user) return sendBusinessFailure(reply, '尚未登记该展会');
    const seed = ctx.state.questionnaires.find(
      (q) => q.exhibitionId === exhibitionId && q.questionnaire.id === stringParam(body, 'questionnaireId'),
    );
    if (!seed) return sendBusinessFailure(reply, '问卷不存在');
    const answers = (body as { answers?: unknown }).answers;
    if (!isAnswerList(answers)) return sendBusinessFailure(reply, '答案格式不正确');
    const problem = answersProblem(seed.questionnaire, answers);
    if (problem) return sendBusinessFailure(reply, problem);

    ctx.state.answers.push({ at: ctx.clock(), userId: user.userId, body: { ...(body as object) } });
    user[RESULT_FIELD[seed.questionnaire.index]] = 'complete';
    submitForReviewWhenDone(user, exhibition, seed.languageType);
    return success(toUserInfo(user, ctx.origin()));
  });
}
