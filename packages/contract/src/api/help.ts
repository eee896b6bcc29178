import { z } from 'zod';
import { ROLES } from '../roles';
import { emailField, messageBody, requiredText } from '../schemas/common';
import { dbId } from '../schemas/ids';
import { LIMITS } from '../validation';
import { route } from './define';

/** Lengths of the signed-in help desk's texts (our limits; the spec gives none). */
const HELP_DESK_LIMITS = {
  subjectMaxLength: 200,
  faqQuestionMaxLength: 500,
  faqAnswerMaxLength: 4000,
} as const;

/** A subject is one line: line breaks and runs of blanks become one space (it becomes a mail subject). */
const oneLine = (max: number) => requiredText(max).transform((s) => s.replace(/\s+/g, ' '));

/** POST users/authorizeduserhelpdesk (spec 002 §5, §7): subject and description (Queries) required. */
export const authorizedHelpDeskBody = z.object({
  Email: emailField,
  UserName: requiredText(),
  Subject: oneLine(HELP_DESK_LIMITS.subjectMaxLength),
  Queries: requiredText(LIMITS.helpQueryMaxLength),
});

/** A FAQ item as the list answers it (spec 002 §3 "FAQ"). */
const faqItem = z.object({ faQsId: z.number(), question: z.string(), answer: z.string() });

/** POST /tutorials/addfaq (spec 002 §5): question and answer required, written in English. */
export const addFaqBody = z.object({
  Question: requiredText(HELP_DESK_LIMITS.faqQuestionMaxLength),
  Answer: requiredText(HELP_DESK_LIMITS.faqAnswerMaxLength),
});

/** Only HQ/Management and Validation Center Team create or delete FAQ items (spec 002 §6). */
const FAQ_EDITORS = [ROLES.VC, ROLES.HQ] as const;

/** The signed-in help desk and its FAQ (spec 002 §2 "Help desk", §3, §5, §6, §7, §8, §9). */
export const helpDeskApi = {
  authorizedUserHelpDesk: route({
    method: 'POST',
    path: '/users/authorizeduserhelpdesk',
    access: 'user',
    tag: 'helpdesk',
    summary:
      "A signed-in user's query (subject and description) mailed to the help desk; the mail names the account that sent it",
    body: authorizedHelpDeskBody,
    answer: messageBody,
  }),
  getFaqs: route({
    method: 'GET',
    path: '/tutorials/getfaqs',
    access: 'user',
    tag: 'helpdesk',
    summary: 'The FAQ list, oldest first (deleted items left out)',
    answer: z.array(faqItem),
  }),
  addFaq: route({
    method: 'POST',
    path: '/tutorials/addfaq',
    access: FAQ_EDITORS,
    tag: 'helpdesk',
    summary: 'Adds a FAQ item (VC and HQ); answers the item created',
    body: addFaqBody,
    answer: faqItem,
  }),
  deleteFaq: route({
    method: 'DELETE',
    path: '/tutorials/deletefaq/:faQsId',
    access: FAQ_EDITORS,
    tag: 'helpdesk',
    summary: 'Removes a FAQ item (VC and HQ; kept as deleted); unknown or already deleted: 404',
    params: z.object({ faQsId: dbId }),
    answer: messageBody,
  }),
};
