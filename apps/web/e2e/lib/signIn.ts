// Sign-in of the journeys: through the screens (signIn) or through the calls (signInByCalls, openSignedIn),
// with the one-time code from the dev mailbox.
import { API, type UserRecord } from '@portal/contract';
import { expect, type Locator, type Page } from '@playwright/test';
import { codeOf, type Api } from './api';
import { expectPath, known, pathOf } from './helpers';

/** Waits until the page leaves `from`; fails early with the error shown on the page. */
async function leave(page: Page, from: string, error: Locator) {
  let outcome = 'waiting';
  await expect
    .poll(
      async () => {
        if (pathOf(page) !== from) outcome = 'left';
        else if (await error.first().isVisible())
          outcome = `stuck on ${from}: "${(await error.first().textContent())?.trim()}"`;
        return outcome;
      },
      { message: `leaving ${from}`, timeout: 20_000, intervals: [100, 250, 500] },
    )
    .not.toBe('waiting');
  if (outcome !== 'left') throw new Error(outcome);
}

/**
 * Signs in on /login; answers the one-time code from the newest mail when asked (the code is asked on a
 * device not yet trusted). Resolves with the path the app lands on ('/' or '/user/changepassword' for a
 * first-time user); rejects with "stuck on /login: <message>" when the page refuses. Language independent
 * (fields by id, buttons by type). `a11y` (optional) checks the login and code pages.
 */
export async function signIn(
  page: Page,
  api: Api,
  email: string,
  password: string,
  { a11y }: { a11y?: (page: Page, step: string) => Promise<void> } = {},
): Promise<string> {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  if (a11y) await a11y(page, 'login');
  const mark = await api.mailMark(email);
  await page.locator('form button[type="submit"]').click();
  await leave(page, '/login', page.getByTestId('login-error'));
  if (pathOf(page) === '/otp') {
    const mail = await api.waitForMail(email, { mark, match: (m) => Boolean(codeOf(m)) });
    await page.locator('input[autocomplete="one-time-code"]').fill(known(codeOf(mail), 'the one-time code'));
    if (a11y) await a11y(page, 'otp');
    await page.locator('form button[type="submit"]').click();
    await leave(page, '/otp', page.locator('main [role="alert"]'));
  }
  return pathOf(page);
}

/**
 * The device each account has answered a one-time code on, per server: this worker's later sign-ins of that
 * account skip the code, as a browser's do on a device it has trusted.
 */
const trustedDevices = new Map<string, string>();

/**
 * Signs in through the sign-in calls (authenticate, then the one-time code from the mailbox when the device is
 * new), in `lang` (the language the page would send). For journeys whose subject is not the sign-in screens.
 */
export async function signInByCalls(
  api: Api,
  email: string,
  password: string,
  lang = 'en',
): Promise<UserRecord> {
  const key = `${api.origin} ${email}`;
  const device = trustedDevices.get(key) ?? `e2e-${Math.random().toString(36).slice(2, 12)}`;
  const headers = { 'accept-language': lang };
  const mark = await api.mailMark(email);
  const answer = await api.post(
    API.authenticate.path.slice(1),
    { Email: email, Password: password, DeviceName: device },
    undefined,
    headers,
  );
  expect(answer.status, `sign-in of ${email}: ${JSON.stringify(answer.body)}`).toBe(200);
  let record = answer.body as UserRecord & { isOtpValidationRequired: boolean };
  if (record.isOtpValidationRequired) {
    const mail = await api.waitForMail(email, { mark, match: (m) => Boolean(codeOf(m)) });
    const otp = await api.post(API.validateOtp.path.slice(1), { OTP: codeOf(mail) }, record.token, headers);
    expect(otp.status, `one-time code of ${email}: ${JSON.stringify(otp.body)}`).toBe(200);
    record = otp.body as typeof record;
  }
  trustedDevices.set(key, device);
  const { token, email: address, firstName, roles, userSequence, isFirstTimeLogin } = record;
  return { token, email: address, firstName, roles, userSequence, isFirstTimeLogin };
}

/**
 * Signs `email` in on `page` through the calls (signInByCalls, in the page's language) and opens '/' signed in:
 * the user record goes where the app keeps it (lib/session.ts). A page not yet on `api.origin` first gets an
 * empty page of it, served here: storage is per origin, and the app then loads once.
 */
export async function openSignedIn(page: Page, api: Api, email: string, password: string) {
  if (new URL(page.url()).origin !== api.origin) {
    const blank = `${api.origin}/e2e-blank`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  }
  const lang = await page.evaluate(() => localStorage.getItem('portal.language') ?? 'en');
  const record = await signInByCalls(api, email, password, lang);
  expect(record.isFirstTimeLogin, `${email} has chosen its password`).toBe(false);
  await page.evaluate(
    (value) => localStorage.setItem('portal.session', value),
    JSON.stringify({ state: 'LOGIN', user: record }),
  );
  await page.goto('/');
  await expect(page.getByTestId('avatar-button'), `${email} is signed in`).toBeVisible();
  await expectPath(page, '/');
}
