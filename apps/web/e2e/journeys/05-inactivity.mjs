// Journey 5: the inactivity guard (spec 000 §4, §8), on a server whose client config shortens it to
// 3 s of inactivity and a 3 s countdown (IDLE_TIMEOUT_MS=3000, IDLE_COUNTDOWN_S=3).
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, eventually, pathOf, signIn, storedSession, waitForPath } from '../lib/fixture.mjs';

const INACTIVE = /^You have been inactive for a while and will be logged out in (\d+) seconds\.$/;

async function countdown(dialog) {
  const text = ((await dialog.locator('#idle-text').textContent()) ?? '').trim();
  const match = text.match(INACTIVE);
  assert.ok(match, `countdown text: "${text}"`);
  return Number(match[1]);
}

export default {
  name: 'inactivity',
  title: 'inactivity dialog: countdown to logout; Cancel keeps the session',
  server: 'idle',
  async run({ newPage, a11y, step, origin }) {
    const config = await (await fetch(`${origin}/api/client-config`)).json();
    assert.equal(config.idleTimeoutMs, 3000);
    assert.equal(config.idleCountdownSeconds, 3);

    // Run 1: nobody touches anything — the dialog counts down and the user lands on /login.
    const page = await newPage();
    assert.equal(await signIn(page, 'originator@demo.test', DEMO_PASSWORD), '/');
    await page.getByTestId('side-menu').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Session about to expire' });
    await dialog.waitFor({ timeout: 15_000 });
    const shownAt = Date.now();
    const first = await countdown(dialog);
    assert.ok(first >= 1 && first <= 3, `countdown starts at 3 or just below (got ${first})`);
    await eventually(async () => assert.ok((await countdown(dialog)) < first, 'the countdown ticks'), {
      timeout: 3000,
    });
    await waitForPath(page, '/login', 10_000);
    const elapsed = Date.now() - shownAt;
    assert.ok(elapsed >= 1000, `logged out after the countdown, not at once (${elapsed} ms)`);
    assert.equal(await storedSession(page), null, 'stored user entry removed');
    step(`dialog shown with "${first} seconds", logged out after ${(elapsed / 1000).toFixed(1)} s on /login`);

    // Run 2: activity resets the countdown to 1200 s; Cancel closes the dialog and the user stays signed in.
    const again = await newPage();
    assert.equal(await signIn(again, 'originator@demo.test', DEMO_PASSWORD), '/');
    await again.getByTestId('side-menu').waitFor();
    const dialog2 = again.getByRole('dialog', { name: 'Session about to expire' });
    await dialog2.waitFor({ timeout: 15_000 });
    await dialog2.locator('#idle-text').click();
    await eventually(async () => assert.equal(await countdown(dialog2), 1200), { timeout: 3000 });
    step('a click while the dialog shows resets the countdown to 1200 seconds');
    await a11y(again, 'dialog');
    await dialog2.getByRole('button', { name: 'Cancel' }).click();
    await dialog2.waitFor({ state: 'hidden' });
    assert.equal(pathOf(again), '/');
    assert.equal((await storedSession(again))?.state, 'LOGIN', 'still signed in after Cancel');
    await again.getByTestId('side-menu').waitFor();
    step('Cancel closes the dialog; still signed in on /');

    // The timer restarts: the dialog comes back; its Logout button signs out at once.
    await dialog2.waitFor({ timeout: 15_000 });
    await dialog2.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(again, '/login', 5000);
    assert.equal(await storedSession(again), null);
    step("idle timer restarted after Cancel; the dialog's Logout signs out at once");
  },
};
