// Journey 5: the inactivity guard (spec 000 §4, §8).
// Run 1 lets real time pass on a server whose client config shortens the guard to 3 s of inactivity and a
// 3 s countdown (IDLE_TIMEOUT_MS=3000, IDLE_COUNTDOWN_S=3); the page itself records what it shows and when,
// so the checks do not depend on how fast the journey looks. Run 2 checks what the user can do in the
// dialog on the normal server (15 min, 300 s), moving the page's clock instead of waiting.
import {
  Api,
  DEMO_PASSWORD,
  expect,
  known,
  expectPath,
  pathOf,
  signIn,
  storedSession,
  test,
  type Page,
} from '../lib/fixtures';

test.use({ serverName: 'idle' });

const INACTIVE = /^You have been inactive for a while and will be logged out in (\d+) seconds\.$/;
/** Cancel restarts the idle timer after this long (IDLE.cancelRestartMs of the contract). */
const CANCEL_RESTART_MS = 1000;

/** A change the page showed: its path and the dialog's countdown text (null without the dialog). */
interface Shown {
  /** The page's Date.now() when it showed it. */
  at: number;
  path: string;
  text: string | null;
}

/**
 * Records, from inside the page (every document it loads), each change of its path or of the inactivity
 * dialog's text, with the page's own time.
 */
async function recordShown(page: Page): Promise<Shown[]> {
  const shown: Shown[] = [];
  await page.exposeFunction('__e2eShown', (s: Shown) => void shown.push(s));
  await page.addInitScript(() => {
    const w = window as unknown as { __e2eShown: (s: Shown) => void };
    let last = '';
    const check = () => {
      const text = document.getElementById('idle-text')?.textContent?.trim() ?? null;
      const key = `${location.pathname}\n${text}`;
      if (key === last) return;
      last = key;
      void w.__e2eShown({ at: Date.now(), path: location.pathname, text });
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    check();
  });
  return shown;
}

/** The countdown values shown from `from` on (records without the dialog left out). */
const secondsShown = (shown: Shown[], from = 0) =>
  shown
    .slice(from)
    .filter((s) => s.text !== null)
    .map((s) => Number(s.text?.match(INACTIVE)?.[1]));

test('inactivity dialog: countdown to logout; Cancel keeps the session', async ({
  page,
  api,
  a11y,
  signInAs,
  servers,
  newPage,
}) => {
  await test.step('nobody touches anything: the dialog counts down and the user lands on /login', async () => {
    const config = (await api.get('client-config')).body as Record<string, unknown>;
    expect(config.idleTimeoutMs).toBe(3000);
    expect(config.idleCountdownSeconds).toBe(3);

    const shown = await recordShown(page);
    await signInAs('originator', page);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    const signedIn = shown.length;
    // The end of the story: the countdown has run out, and the page has reported it.
    await expectPath(page, '/login', 20_000);
    await expect
      .poll(() => shown.slice(signedIn).some((s) => s.path === '/login'), {
        message: 'the page reported /login',
      })
      .toBe(true);
    const after = shown.slice(signedIn);
    const dialogShown = after.find((s) => s.text !== null);
    expect(dialogShown, 'the dialog was shown').toBeDefined();
    for (const s of after.filter((s) => s.text !== null)) expect(s.text, 'countdown text').toMatch(INACTIVE);
    const seconds = secondsShown(after);
    expect(seconds[0], 'the countdown starts at 3').toBe(3);
    expect(Math.min(...seconds), `the countdown ticks (${seconds.join(', ')})`).toBeLessThan(3);
    const loggedOut = after.find((s) => s.path === '/login');
    const elapsed = known(loggedOut, 'the return to /login').at - known(dialogShown, 'the dialog').at;
    expect(elapsed, `logged out after the countdown, not at once (${elapsed} ms)`).toBeGreaterThanOrEqual(
      1000,
    );
    expect(await storedSession(page), 'stored user entry removed').toBeNull();
  });

  // Run 2, on the normal server, with the page's clock in the journey's hands.
  const main = await servers('main');
  const mainApi = new Api(main.url);
  const config = (await mainApi.get('client-config')).body as { idleTimeoutMs: number };
  const again = await newPage({ baseURL: main.url });
  const shown = await recordShown(again);
  await again.clock.install();
  expect(await signIn(again, mainApi, 'originator@demo.test', DEMO_PASSWORD)).toBe('/');
  await expect(again.getByTestId('side-menu')).toBeVisible();
  const dialog = again.getByRole('dialog', { name: 'Session about to expire' });

  await test.step('a click while the dialog shows resets the countdown to 1200 seconds', async () => {
    await again.clock.fastForward(config.idleTimeoutMs);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#idle-text')).toHaveText(INACTIVE);
    const beforeClick = shown.length;
    await dialog.locator('#idle-text').click();
    await expect
      .poll(() => secondsShown(shown, beforeClick), { message: 'the countdowns shown since the click' })
      .toContain(1200);
    await a11y(again, 'dialog');
  });

  await test.step('Cancel closes the dialog; still signed in on /', async () => {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(pathOf(again)).toBe('/');
    expect((await storedSession(again))?.state, 'still signed in after Cancel').toBe('LOGIN');
    await expect(again.getByTestId('side-menu')).toBeVisible();
  });

  await test.step("idle timer restarted after Cancel; the dialog's Logout signs out at once", async () => {
    await again.clock.fastForward(CANCEL_RESTART_MS);
    await again.clock.fastForward(config.idleTimeoutMs);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expectPath(again, '/login', 5000);
    expect(await storedSession(again)).toBeNull();
  });
});
