import type { FeatureHandlers } from '../../platform/api';
import { addFaq } from './add-faq';
import { deleteFaq } from './delete-faq';
import { listFaqs } from './list-faqs';
import { sendHelpDeskQuery } from './send-query';

type Names = 'authorizedUserHelpDesk' | 'getFaqs' | 'addFaq' | 'deleteFaq';

/**
 * The signed-in help desk and FAQ (spec 002 §2, §5–§9). Roles are declared on the routes: every signed-in
 * role sends queries and reads the FAQ; VC and HQ add and delete items. The public help form is
 * features/helpdesk.
 */
export const helpDeskHandlers: FeatureHandlers<Names> = {
  authorizedUserHelpDesk: (ctx) => sendHelpDeskQuery(ctx, ctx.body),
  getFaqs: ({ db }) => listFaqs(db),
  addFaq: (ctx) => addFaq(ctx, ctx.body),
  deleteFaq: (ctx) => deleteFaq(ctx, ctx.params.faQsId),
};
