// The contract server's routes, put together. Two kinds of folder under src/server/:
// - routes/ (this folder): the core API every exhibition has — login and tokens, verification codes and
//   passwords, configuration and dictionaries, the registration form, questionnaires, the business card,
//   entry links, WeChat, articles — and the test controls under /__contract/. Listed here by hand: the
//   core is not an area and does not grow with them.
// - <area>/ (ticketing/, gifting/, conference/, leads/ …): one business area each, with its routes in
//   <area>.routes.ts, its rules, records, views, wire and field types, and tests beside them. The folder's
//   <area>.area.ts exports `serverArea` (routes, test hooks, reply types) and, when the area keeps state,
//   <area>.slice.ts exports `stateSlice` (`state.<area>`). They are found on disk, not listed:
//   areas.generated.ts and state-slices.generated.ts are written by
//   `pnpm --filter @fairpass/test-fixtures gen:server-areas`, and server-areas.test.ts fails until it is run.
// kit/ holds what the areas share (Beijing time, money, the commerce failures, the route kit, signed PDFs …).
import type { FastifyInstance } from 'fastify';
import { SERVER_AREAS } from '../areas.generated';
import type { ServerContext } from '../context';
import type { TextRule } from '../kit/text-rule';
import { TEXT_RULES } from '../text-fields';
import { CORE_REPLY_DATA, type BARE, type JavaKind } from '../wire-field-types';
import { registerAuthRoutes } from './auth.routes';
import { registerBusinessCardRoutes } from './business-card.routes';
import { registerConfigRoutes } from './config.routes';
import { registerContentRoutes } from './content.routes';
import { registerContractRoutes, type ContractControls } from './contract.routes';
import { registerDemoArtRoutes } from './demo-art.routes';
import { registerLinkRoutes } from './link.routes';
import { registerQuestionnaireRoutes } from './questionnaire.routes';
import { registerUserRoutes } from './user.routes';
import { registerVerificationRoutes } from './verification.routes';
import { registerWechatRoutes } from './wechat.routes';

/** The core API, every business area (in folder-name order) and the test controls. */
export function registerRoutes(app: FastifyInstance, ctx: ServerContext, controls: ContractControls): void {
  registerAuthRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerQuestionnaireRoutes(app, ctx);
  registerBusinessCardRoutes(app, ctx);
  registerLinkRoutes(app, ctx);
  registerWechatRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  for (const area of Object.values(SERVER_AREAS)) area.routes(app, ctx);
  registerContractRoutes(app, ctx, controls);
  registerDemoArtRoutes(app);
}

/** The core's reply types and every area's in one table; a route two tables declare is a mistake. */
function allReplyData(): Readonly<Record<string, JavaKind | typeof BARE>> {
  const all: Record<string, JavaKind | typeof BARE> = { ...CORE_REPLY_DATA };
  for (const [area, { replyData }] of Object.entries(SERVER_AREAS)) {
    for (const [route, kind] of Object.entries(replyData)) {
      if (route in all) throw new Error(`${route}: declared by server/${area}/ and before it (wire-field-types.ts or another area)`);
      all[route] = kind;
    }
  }
  return all;
}

/**
 * The declared type of `data` for every API route, by `METHOD path` as the route is registered. A route
 * missing here stops the server at start-up (registerJacksonNulls).
 */
export const REPLY_DATA = allReplyData();

/** The text columns the backend checks on every write: the shared ones and each area's own. */
export const ALL_TEXT_RULES: Readonly<Record<string, TextRule>> = Object.entries(SERVER_AREAS).reduce<Record<string, TextRule>>(
  (rules, [area, { textRules = {} }]) => {
    for (const [field, rule] of Object.entries(textRules)) {
      if (Object.hasOwn(rules, field)) throw new Error(`server/${area}: the text rule of ${field} is declared already (text-fields.ts or another area)`);
      rules[field] = rule;
    }
    return rules;
  },
  { ...TEXT_RULES },
);
