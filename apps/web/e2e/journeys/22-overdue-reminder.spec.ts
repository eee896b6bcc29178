// Journey 22: an overdue project reminds its ball holder (issue 22 §4, §6). The demo seeds AUTOHAUS RHEINUFER
// with its originator's corrections 2 working days late on any day it is seeded; this journey's server runs the
// background jobs with the day's reminders due from 0:00 UTC. On a working day Klaus Weber (German) gets the
// reminder in German, naming the project and how late it is, and its link opens the project's Design Validation
// tab with him as the ball holder and the delay — at 1440 px in English and 390 px in German. On a weekend or in
// the closure no reminder is sent (docs/lifecycle.md "Reminders"): the journey checks that instead, and opens the
// tab from the list's Overdue filter. The clock is the real one (docs/testing.md).
import { DEFAULT_CALENDAR, dayOf, isWorkingDay } from '@portal/contract';
import {
  DEMO_PASSWORD,
  expect,
  known,
  openSignedIn,
  test,
  textOf,
  tokenOf,
  type Api,
  type Page,
} from '../lib/fixtures';
import { termValue } from '../lib/design';

test.use({ serverName: 'reminders' });

const KLAUS = 'klaus.weber@demo.test';
const SITE = 'AUTOHAUS RHEINUFER';
const LATE = 2;

/** Runs of a background job so far, from the server's /metrics (answered to this machine without a token). */
async function jobRuns(origin: string, job: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const line = new RegExp(`^portal_jobs_total\\{[^}]*job="${job}"[^}]*\\} (\\d+)`, 'm').exec(text);
  return Number(line?.[1] ?? 0);
}

/** The project's id, from the list filtered on Overdue as its originator sees it. */
async function overdueProjectId(page: Page, api: Api): Promise<number> {
  const list = await api.post(
    'Projects/getallprojectsbyfilters',
    { Ball: 'overdue', PageSize: 100 },
    await tokenOf(page),
  );
  expect(list.status, 'the Overdue list').toBe(200);
  const rows = (list.body as { rows: { projectId: number; siteName: string }[] }).rows;
  return known(
    rows.find((r) => r.siteName === SITE),
    `${SITE} in the Overdue list`,
  ).projectId;
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)(?:, number)?\}\}/g, (_, name: string) => String(vars[name]));

test('an overdue project reminds its ball holder in his language; the link opens its Design Validation tab', async ({
  api,
  server,
  newPage,
  a11y,
}) => {
  const [en, de] = [await api.languagePack('en'), await api.languagePack('de')];
  // The server's scheduler ran its first tick as it started: today is the day it judged.
  const workingDay = isWorkingDay(DEFAULT_CALENDAR, dayOf(new Date()));
  let link = '';

  if (workingDay)
    await test.step('the reminder reaches Klaus Weber in German, naming the project and how late it is', async () => {
      const subject = textOf(de, 'mail.ballReminder.subject').split('{{')[0] ?? '';
      const mail = await api.waitForMail(KLAUS, { match: (m) => m.subject.startsWith(subject) });
      // The project's entry: "<code> <site>, <city>: <stage>, due <day>, <delay>", then its link on the next line.
      const lines = mail.text.split('\n');
      const at = lines.findIndex((l) => l.includes(` ${SITE}, `));
      expect(at, `${SITE} named in:\n${mail.text}`).toBeGreaterThanOrEqual(0);
      expect(lines[at]).toContain(textOf(de, 'ball.stage.corrections'));
      expect(lines[at]).toContain(fill(textOf(de, 'ball.late'), { count: LATE }));
      link = (lines[at + 1] ?? '').trim();
      expect(link).toMatch(/\/UniqueProject\/\d+\?tab=design$/);
    });
  else
    await test.step('no reminder on a weekend or in the closure', async () => {
      // One tick runs the reminders before the hourly sweep: once the sweep has run, the reminders had their turn.
      await expect
        .poll(() => jobRuns(server.url, 'sweep'), { message: 'the first sweep ran' })
        .toBeGreaterThan(0);
      expect(await jobRuns(server.url, 'reminders'), 'reminder runs').toBe(0);
      const subject = textOf(de, 'mail.ballReminder.subject').split('{{')[0] ?? '';
      expect((await api.mailsTo(KLAUS)).filter((m) => m.subject.startsWith(subject))).toEqual([]);
    });

  const views = [
    { lang: 'en', pack: en, viewport: { width: 1440, height: 900 } },
    { lang: 'de', pack: de, viewport: { width: 390, height: 844 } },
  ] as const;
  for (const { lang, pack, viewport } of views)
    await test.step(`${viewport.width} px, ${lang}: the Design Validation tab shows the ball holder and the delay`, async () => {
      const page = await newPage({ viewport });
      // The language the page starts in (lib/i18n.ts keeps it in localStorage), also for the sign-in.
      await page.addInitScript((l) => localStorage.setItem('portal.language', l), lang);
      await openSignedIn(page, api, KLAUS, DEMO_PASSWORD);
      // The list's Overdue filter has the project: the mail's link (if any) is to it.
      const id = await overdueProjectId(page, api);
      if (link) expect(link).toContain(`/UniqueProject/${id}?`);
      else link = `/UniqueProject/${id}?tab=design`;
      await page.goto(link);
      const tab = page.getByRole('tab', { name: textOf(pack, 'projectDetail.tab.design') });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const ball = page.getByRole('region', { name: textOf(pack, 'ball.title') });
      await expect(termValue(ball, textOf(pack, 'ball.holder'))).toHaveText(
        fill(textOf(pack, 'ball.holder.correctionsOf'), { email: KLAUS }),
      );
      await expect(termValue(ball, textOf(pack, 'ball.stage'))).toHaveText(
        textOf(pack, 'ball.stage.corrections'),
      );
      await expect(ball).toContainText(fill(textOf(pack, 'ball.late'), { count: LATE }));
      await ball.scrollIntoViewIfNeeded();
      await a11y(page, `${viewport.width}-${lang}-ball`);
    });
});
