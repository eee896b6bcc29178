import type { FeatureHandlers } from '../../platform/api';
import { addFaq } from './add-faq';
import { deleteFaq } from './delete-faq';
import { listFaqs } from './list-faqs';
import { sendHelpRequest } from './send-help-request';
import { sendHelpDeskQuery } from './send-help-desk-query';

type Names = 'userHelpDesk' | 'authorizedUserHelpDesk' | 'getFaqs' | 'addFaq' | 'deleteFaq';

/**
 * The help desk (spec 000 §2.7; spec 002 §2, §5–§9): the public help form, the signed-in query form and the
 * FAQ, one command or query per call beside this file. Roles are declared on the routes: anyone sends the
 * public form, every signed-in role sends queries and reads the FAQ, VC and HQ add and delete items.
 */
export const helpDeskHandlers: FeatureHandlers<Names> = {
  userHelpDesk: (ctx) => sendHelpRequest(ctx, ctx.body),
  authorizedUserHelpDesk: (ctx) => sendHelpDeskQuery(ctx, ctx.body),
  getFaqs: (ctx) => listFaqs(ctx),
  addFaq: (ctx) => addFaq(ctx, ctx.body),
  deleteFaq: (ctx) => deleteFaq(ctx, ctx.params.faQsId),
};
