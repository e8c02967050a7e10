import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExhibitionSeed } from '../../data/exhibitions.data';
import { languageOf, RC, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';

/** Per-exhibition configuration (function config, page colours, forms) and the business dictionaries. */
export function registerConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const withExhibition = (
    handler: (exhibition: ExhibitionSeed, request: FastifyRequest) => unknown,
  ) => async (request: FastifyRequest, reply: FastifyReply) => {
    const exhibition = ctx.state.exhibition(stringParam(request.query, 'exhibitionId'));
    if (!exhibition) return sendBusinessFailure(reply, '展会不存在');
    return success(handler(exhibition, request));
  };

  app.get(`${RC}registerConfig/functionConfig`, withExhibition((e) => e.functionConfig));

  app.get(`${RC}pageConfig`, withExhibition((e) => e.pageConfig));

  app.get(`${RC}formConfigForExhibitorSelf`, withExhibition(() => ctx.state.exhibitorSelfForm));

  app.get(
    `${RC}registerConfig/formConfig`,
    withExhibition((_e, request) => ctx.state.registrationForms[languageOf(request, stringParam(request.query, 'languageType'))]),
  );

  // An unknown code is an empty list, as BladeX's dict-biz answers it.
  app.get('/api/blade-system/dict-biz/dictionary', async (request) => {
    const code = stringParam(request.query, 'code');
    const language = languageOf(request, stringParam(request.query, 'lang'));
    return success(ctx.state.dictionaries[code]?.[language] ?? []);
  });
}
