// The accessibility check of a journey's step: a screenshot, then axe (WCAG 2.0/2.1 A and AA).
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { WEB_ROOT } from './server';

/** Where the step screenshots go (one per accessibility check): <journey>-<step>.png. */
export const SCREENSHOTS = path.join(WEB_ROOT, 'e2e', 'screenshots');

/** Lets CSS transitions (MUI fades, drawers) finish, so colours are measured at rest. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** Journeys whose screenshots of an earlier run this worker has removed. */
const cleanedJourneys = new Set<string>();

/** The journey's name for file names: the spec file's name without ".spec.ts". */
const journeyOf = (testInfo: TestInfo) => path.basename(testInfo.file).replace(/\.spec\.ts$/, '');

/**
 * Saves a screenshot as screenshots/<journey>-<step>.png and runs axe (WCAG 2.0/2.1 A and AA) on the page.
 * A violation is a soft failure: it fails the journey, which goes on to its next steps.
 */
export async function checkA11y(page: Page, step: string, testInfo: TestInfo) {
  const name = `${journeyOf(testInfo)}-${step}`;
  await base.step(`a11y ${step}`, async () => {
    await settle(page);
    // For people to look at; CI, where nobody does, turns them off (E2E_STEP_SCREENSHOTS=0): a full-page
    // screenshot at each of the 76 checks is CPU on the journeys' critical path.
    if (process.env.E2E_STEP_SCREENSHOTS !== '0') {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
    }
    // A change that lands just now (a button enabled when an upload ends) would be read half-way through its
    // colour transition: axe reads the colours each element ends on.
    const still = await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }',
    });
    // WCAG A/AA, and the three checks the issue 20 probe ran besides (label in name is among axe's
    // experimental rules): a rule enabled by name runs whatever the tags.
    const result = await new AxeBuilder({ page })
      .options({
        rules: Object.fromEntries(
          ['label-content-name-mismatch', 'aria-allowed-role', 'aria-dialog-name'].map((id) => [
            id,
            { enabled: true },
          ]),
        ),
      })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    await still.evaluate((node) => (node as Element).remove()).catch(() => undefined);
    const violations = result.violations.flatMap((v) => [
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`),
    ]);
    expect.soft(violations, `accessibility violations on ${name} (${page.url()})`).toEqual([]);
  });
}

/** Screenshots of an earlier run of this journey would mislead: removed once per journey file and worker. */
export function cleanScreenshots(testInfo: TestInfo) {
  const journey = journeyOf(testInfo);
  if (!cleanedJourneys.has(journey) && fs.existsSync(SCREENSHOTS)) {
    for (const file of fs.readdirSync(SCREENSHOTS))
      if (file.startsWith(`${journey}-`) && file.endsWith('.png')) fs.rmSync(path.join(SCREENSHOTS, file));
  }
  cleanedJourneys.add(journey);
}
