import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAftersalesHooks } from './aftersales-hooks.routes';
import { registerAuthRoutes } from './auth.routes';
import { registerBusinessCardRoutes } from './business-card.routes';
import { registerConfigRoutes } from './config.routes';
import { registerConferenceHooks } from './conference-hooks.routes';
import { registerConferenceRoutes } from './conference.routes';
import { registerContentRoutes } from './content.routes';
import { registerContractRoutes, type ContractControls } from './contract.routes';
import { registerDemoArtRoutes } from './demo-art.routes';
import { registerGiftingRoutes } from './gifting.routes';
import { registerGroupRoutes } from '../groups/groups.routes';
import { registerInformationRoutes } from './information.routes';
import { registerInvoicingRoutes } from './invoicing.routes';
import { registerLinkRoutes } from './link.routes';
import { registerQuestionnaireRoutes } from './questionnaire.routes';
import { registerRefundRoutes } from './refund.routes';
import { registerTicketingHooks } from './ticketing-hooks.routes';
import { registerTicketingRoutes } from './ticketing.routes';
import { registerUserRoutes } from './user.routes';
import { registerVerificationRoutes } from './verification.routes';
import { registerWechatRoutes } from './wechat.routes';

/** Every area of the API plus the test controls. */
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
  registerTicketingRoutes(app, ctx);
  registerGiftingRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  registerInvoicingRoutes(app, ctx);
  registerConferenceRoutes(app, ctx);
  registerInformationRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerContractRoutes(app, ctx, controls);
  registerTicketingHooks(app, ctx, controls.clock);
  registerAftersalesHooks(app, ctx);
  registerConferenceHooks(app, ctx);
  registerDemoArtRoutes(app);
}
