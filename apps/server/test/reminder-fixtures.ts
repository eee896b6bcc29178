import { eq } from 'drizzle-orm';
import { CHECK_STATUS, FEEDBACK_TYPE, ROLES, STATUS, type Role } from '@portal/contract';
import { projects, users } from '../src/db/schema';
import { setReviewState } from './design-review';
import { createUser, type TestContext } from './helpers';
import { makeProject } from './project-fixtures';
import { brand } from './project-list-fixtures';

/**
 * Ball holders and projects for the reminder tests (features/reminders), seen on Wednesday 25 November 2026
 * with the default clock (3, 7, 3 and 10 working days) and the default limit (20 working days late).
 */

export const WEDNESDAY = new Date('2026-11-25T10:00:00Z');
const at = (day: string) => new Date(`${day}T09:00:00Z`);

type Person = {
  role: Role;
  projectRole?: string;
  language: string;
  status?: 'accepted' | 'pending' | 'rejected';
};
export const PEOPLE = {
  gec: { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst', language: 'fr' },
  gec2: { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst', language: 'en' },
  gecPending: {
    role: ROLES.VC,
    projectRole: 'GEC Validator/Data Analyst',
    language: 'en',
    status: 'pending',
  },
  validator: { role: ROLES.VC, projectRole: 'Validator', language: 'en' },
  analyst: { role: ROLES.VC, projectRole: 'Data Analyst', language: 'de' },
  vcNoRole: { role: ROLES.VC, language: 'en' },
  hq: { role: ROLES.HQ, language: 'it' },
  rnd: { role: ROLES.RND, language: 'en' },
  anna: { role: ROLES.ORIGINATOR, language: 'es' },
  bert: { role: ROLES.ORIGINATOR, language: 'de' },
  carl: { role: ROLES.ORIGINATOR, language: 'en', status: 'rejected' },
} satisfies Record<string, Person>;
export type PersonKey = keyof typeof PEOPLE;

interface Case {
  status: number;
  since: string;
  asked?: string;
  originator?: PersonKey;
  paused?: boolean;
}
/** On Wednesday 25: how late each is (working days). */
export const CASES = {
  c1: { status: STATUS.underReview, since: '2026-11-16' }, // completeness due Thu 19: 4 late
  c2: { status: STATUS.underReview, since: '2026-11-23' }, // due Thu 26: 1 late on Fri 27
  c3: { status: STATUS.underReview, since: '2026-11-19' }, // due Tue 24: 1 late
  k1: { status: STATUS.revisionMeeting, since: '2026-11-02' }, // content due Wed 11: 10 late
  f1: { status: STATUS.revisionMeeting, since: '2026-11-02', asked: '2026-11-16' }, // HQ's, due Thu 19: 4 late
  r1: { status: STATUS.refused, since: '2026-11-02', originator: 'anna' }, // corrections due Mon 16: 7 late
  r20: { status: STATUS.refused, since: '2026-10-14', originator: 'anna' }, // due Wed 28 Oct: 20 late
  r21: { status: STATUS.refused, since: '2026-10-13', originator: 'anna' }, // due Tue 27 Oct: 21 late
  rb: { status: STATUS.refusedNotCompliant, since: '2026-11-02', originator: 'bert' }, // 7 late
  rc: { status: STATUS.refused, since: '2026-11-02', originator: 'carl' }, // 7 late, holder's account refused
  paused: { status: STATUS.underReview, since: '2026-10-01', paused: true },
} satisfies Record<string, Case>;
export type CaseKey = keyof typeof CASES;

export interface ReminderWorld {
  people: Record<PersonKey, { id: number; email: string }>;
  projects: Record<CaseKey, { id: number; uniqueCode: string }>;
}

export async function reminderWorld(ctx: TestContext): Promise<ReminderWorld> {
  const people = {} as ReminderWorld['people'];
  for (const [key, p] of Object.entries(PEOPLE) as [PersonKey, Person][]) {
    const user = await createUser(ctx, {
      role: p.role,
      ...(p.projectRole ? { projectRole: p.projectRole } : {}),
      status: p.status ?? 'accepted',
      ...(p.role === ROLES.RND ? { markets: ['FR'], brandIds: [brand('Peugeot')] } : {}),
    });
    await ctx.database.db.update(users).set({ language: p.language }).where(eq(users.id, user.id));
    people[key] = { id: user.id, email: user.email };
  }
  const made = {} as ReminderWorld['projects'];
  for (const [key, c] of Object.entries(CASES) as [CaseKey, Case][]) {
    const project = await makeProject(ctx, {
      siteValues: { countryCode: 'FR', region: '' },
      brandIds: [brand('Peugeot')],
      originatorId: c.originator ? people[c.originator].id : null,
    });
    await setReviewState(ctx, project.id, {
      statusId: c.status,
      isEnabled: !c.paused,
      completenessStatus: c.status === STATUS.revisionMeeting ? CHECK_STATUS.approved : CHECK_STATUS.pending,
      contentStatus: c.asked ? CHECK_STATUS.feedbackRequested : CHECK_STATUS.pending,
      feedbackType: c.asked ? FEEDBACK_TYPE.requested : null,
      feedbackRequestedAt: c.asked ? at(c.asked) : null,
    });
    await ctx.database.db
      .update(projects)
      .set({ statusDate: at(c.since) })
      .where(eq(projects.id, project.id));
    made[key] = { id: project.id, uniqueCode: project.uniqueCode };
  }
  return { people, projects: made };
}
