// Journey 18: the dashboard's and the map's filters stay applied (issue 20 §4). VC filters the dashboard, goes
// to the project list by the menu and comes back, presses Back, reloads: the filters and the charts they drive
// are still there. The same on the map, where a country filter moves the map to that country and the pile of
// ARCAD locations and sites at the start zoom opens when clicked. axe on both screens at 1440 and 390 px.
import {
  chooseLanguage,
  expect,
  known,
  linkIn,
  test,
  texts,
  tokenOf,
  type Api,
  type Page,
} from '../lib/fixtures';
import { uniqueSuffix } from '../lib/projects';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** The total the dashboard shows ('Projects registered: N'). */
async function dashboardTotal(page: Page): Promise<number> {
  const text = page.getByText(/^Projects registered: [\d,]+$/);
  await expect(text).toBeVisible({ timeout: 20_000 });
  return Number((await text.textContent())?.replace(/\D/g, ''));
}

/** The pie's legend entries as read ('Project Validated: 7', …), once counted. */
async function pieLegend(page: Page): Promise<string[]> {
  const entries = page.getByRole('region', { name: 'Validation status' }).getByRole('button');
  await expect(entries.first()).toBeVisible();
  return texts(entries);
}

const menu = (page: Page, entry: string) =>
  page.getByTestId('side-menu').getByRole('link', { name: entry, exact: true }).click();

/** A demo site's place on the map: the one site of Lisbon (the demo has one more in Portugal, in Porto). */
async function lisbonSite(api: Api, vcToken: string): Promise<{ lat: number; lng: number }> {
  const res = await api.post('home/getleafletdetails', {}, vcToken);
  expect(res.status).toBe(200);
  const features = res.body.result.features as {
    geometry: { coordinates: [number, number] };
    properties: { siteName: string; informationSource: string };
  }[];
  const site = known(
    features.find((f) => f.properties.informationSource !== 'ARCAD' && f.properties.siteName === 'AUTO TEJO'),
    'the demo site AUTO TEJO (Lisbon)',
  );
  const [lng, lat] = site.geometry.coordinates;
  return { lat, lng };
}

/**
 * ARCAD locations beside the demo sites of a few cities, and one on exactly the spot of `onSite` (a site and
 * an ARCAD location in two layers, one over the other), imported through an ARCAD party's link.
 */
async function importArcad(api: Api, vcToken: string, onSite: { lat: number; lng: number }) {
  const email = `arcad-j18-${uniqueSuffix().toLowerCase()}@example.test`;
  const invited = await api.post(
    'projects/arcadinvitations',
    { Name: 'Journey Arcad', Email: email },
    vcToken,
  );
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const link = new URL(linkIn(await api.waitForMail(email), '/user/uploadARCADRequest'));
  const token = known(link.searchParams.get('token'), 'the link token');
  const code = `J18${uniqueSuffix()}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  const csv = [
    'ARCAD location code;Site name;Street;Zip code;City;Country code;Latitude;Longitude',
    `${code}1;ARCAD PARIS;1 RUE A;75001;PARIS;FR;48.857;2.353`,
    `${code}2;ARCAD LYON;2 RUE B;69001;LYON;FR;45.765;4.836`,
    `${code}3;ARCAD BERLIN;3 STRASSE C;10115;BERLIN;DE;52.521;13.406`,
    `${code}4;ARCAD MUENCHEN;4 STRASSE D;80331;MUENCHEN;DE;48.136;11.583`,
    `${code}5;ARCAD MILANO;5 VIA E;20121;MILANO;IT;45.465;9.191`,
    `${code}6;ARCAD MADRID;6 CALLE F;28001;MADRID;ES;40.417;-3.704`,
    `${code}7;${ARCAD_ON_SITE};7 AVENIDA G;1250-147;LISBOA;PT;${onSite.lat};${onSite.lng}`,
  ].join('\n');
  const form = new FormData();
  form.append('files', new Blob([csv], { type: 'text/csv' }), 'arcad.csv');
  form.append('DocumentName', 'ARCADDetails');
  form.append('Email', email);
  form.append('Token', token);
  const res = await fetch(`${api.origin}/api/documents/uploadarcadfile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const ARCAD_ON_SITE = 'ARCAD LISBOA';

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
  arCountries: string[];
}

/** Waits for the map to ask for a view matching `match` (the box it shows, padded, and its filters). */
const mapRequest = (page: Page, match: (box: Box) => boolean) =>
  page.waitForRequest(
    (req) => req.url().includes('/api/home/getmapview') && match(req.postDataJSON() as Box),
    { timeout: 20_000 },
  );
/** The box's centre lies in Germany (its sites and ARCAD locations: Köln to Berlin, München to Hamburg). */
const onGermany = (b: Box) =>
  b.arCountries.join() === 'DE' &&
  (b.west + b.east) / 2 > 6 &&
  (b.west + b.east) / 2 < 14 &&
  (b.south + b.north) / 2 > 47 &&
  (b.south + b.north) / 2 < 54 &&
  b.zoom >= 4;

/**
 * Whether the map shows the country's markers spread over it: all inside the map and at least `px` apart
 * (at the start zoom Germany's sites would be one group near the middle).
 */
async function countryInView(page: Page, px = 150): Promise<boolean> {
  return page.evaluate((min) => {
    const container = document.querySelector('.leaflet-container');
    if (!container) throw new Error('no map on the page');
    const map = container.getBoundingClientRect();
    const rects = [...document.querySelectorAll('.om-marker')].map((m) => m.getBoundingClientRect());
    if (rects.length < 2) return false;
    const inside = rects.every(
      (r) => r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom,
    );
    const xs = rects.map((r) => r.left);
    const ys = rects.map((r) => r.top);
    const spread = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    return inside && spread >= min;
  }, px);
}

async function mapSettled(page: Page) {
  await expect(page.locator('.om-marker').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

test('VC: dashboard and map filters survive the menu, Back and a reload; the map fits a country and opens a pile', async ({
  api,
  newPage,
  signInAs,
  a11y,
}) => {
  // Two screens, each through the menu, Back and a reload, in two widths: longer than one flow.
  test.setTimeout(240_000);
  const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
  await importArcad(api, await tokenOf(vc), await lisbonSite(api, await tokenOf(vc)));
  const all = await dashboardTotal(vc);

  let france = 0;
  let legend: string[] = [];
  await test.step('a country filter on the dashboard goes into the address', async () => {
    await vc.locator('main').getByRole('combobox', { name: 'Country' }).click();
    await vc.getByRole('listbox').getByRole('option', { name: 'France', exact: true }).click();
    await vc.keyboard.press('Escape');
    await expect(vc).toHaveURL(/[?&]country=FR\b/);
    await expect.poll(() => dashboardTotal(vc)).toBeLessThan(all);
    france = await dashboardTotal(vc);
    legend = await pieLegend(vc);
  });

  const expectFrance = async () => {
    await expect(vc).toHaveURL(/\/\?country=FR$/);
    await expect(vc.locator('main').getByRole('combobox', { name: 'Country' })).toHaveText('France');
    await expect.poll(() => dashboardTotal(vc)).toBe(france);
    await expect.poll(() => pieLegend(vc)).toEqual(legend);
  };

  await test.step('Back from the project list', async () => {
    await menu(vc, 'Projects');
    await expect(vc).toHaveURL(/\/Project-List/);
    await vc.goBack();
    await expectFrance();
  });

  await test.step('back by the menu, then a reload', async () => {
    await menu(vc, 'Projects');
    await expect(vc).toHaveURL(/\/Project-List/);
    await menu(vc, 'Dashboard');
    await expectFrance();
    await vc.reload();
    await expectFrance();
    await a11y(vc, 'dashboard-filtered');
  });

  await test.step('the pile at the start zoom opens when clicked', async () => {
    await menu(vc, 'Interactive Map');
    await expect(vc).toHaveURL(/\/Interactive-Map$/);
    await mapSettled(vc);
    await a11y(vc, 'map');
    // The ARCAD locations and the sites of Europe, each grouped in its layer, lie on one spot: one stack.
    const stack = vc.locator('.om-stack').first();
    await expect(stack).toBeVisible();
    const zoomed = mapRequest(vc, (b) => b.zoom >= 2);
    await stack.click();
    await zoomed;
    await mapSettled(vc);
  });

  await test.step('a site and an ARCAD location on exactly one spot open as a list of both', async () => {
    await vc.goto('/Interactive-Map?country=PT');
    await mapSettled(vc);
    // Lisbon's site and the ARCAD location on its spot make the one stack; Porto's site stands apart.
    const stack = vc.locator('.om-stack');
    await expect(stack).toHaveCount(1);
    await expect(stack).toHaveAttribute('title', '2 locations piled up here: select to open');
    await stack.click();
    const list = vc.locator('.leaflet-popup');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText('2 locations here');
    const entries = list.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.filter({ hasText: 'AUTO TEJO' })).toHaveCount(1);
    await a11y(vc, 'map-stack-list');
    // An entry opens that place's own popup.
    await entries.filter({ hasText: ARCAD_ON_SITE }).getByRole('button').click();
    // (It stays open: the click that chose it once closed it as it opened.)
    const place = vc.locator('.leaflet-popup').getByRole('heading', { level: 2 });
    await expect(place).toHaveText(ARCAD_ON_SITE);
    await vc.waitForTimeout(500);
    await expect(place).toHaveText(ARCAD_ON_SITE);
    // Back to the map without filters, for the steps that follow.
    await vc.locator('main').getByRole('button', { name: 'Clear filters' }).click();
    await expect(vc).toHaveURL(/\/Interactive-Map$/);
    await mapSettled(vc);
  });

  await test.step('a country filter moves the map to the country', async () => {
    const onCountry = mapRequest(vc, onGermany);
    await vc.locator('main').getByRole('combobox', { name: 'Country' }).click();
    await vc.getByRole('listbox').getByRole('option', { name: 'Germany', exact: true }).click();
    await vc.keyboard.press('Escape');
    await onCountry;
    await expect(vc).toHaveURL(/[?&]country=DE\b/);
    await mapSettled(vc);
    await expect.poll(() => countryInView(vc)).toBe(true);
  });

  await test.step("the map's filters after the menu, Back and a reload", async () => {
    // (The answers for a box already asked come from the page's cache: what is drawn tells where the map is.)
    const expectGermany = async () => {
      await expect(vc).toHaveURL(/\/Interactive-Map\?country=DE$/);
      await expect(vc.locator('main').getByRole('combobox', { name: 'Country' })).toHaveText('Germany');
      await mapSettled(vc);
      await expect.poll(() => countryInView(vc)).toBe(true);
    };
    await menu(vc, 'Dashboard');
    await expectFrance();
    await menu(vc, 'Interactive Map');
    await expectGermany();
    await menu(vc, 'Projects');
    await expect(vc).toHaveURL(/\/Project-List/);
    await vc.goBack();
    await expectGermany();
    await vc.reload();
    await expectGermany();
    await a11y(vc, 'map-filtered');
    await chooseLanguage(vc, 'de');
    await mapSettled(vc);
    await a11y(vc, 'map-filtered-de');
  });

  await test.step('both screens at 390 px, in German', async () => {
    // The same signed-in page, narrowed (a second sign-in would add its one-time code round).
    const narrow = vc;
    await narrow.setViewportSize(NARROW);
    await narrow.goto('/?country=FR');
    await expect(narrow.getByText(/^Registrierte Projekte: \d+$/)).toBeVisible({ timeout: 20_000 });
    await expect(narrow.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
    await a11y(narrow, 'dashboard-390-de');
    await narrow.goto('/Interactive-Map?country=DE');
    await mapSettled(narrow);
    await a11y(narrow, 'map-390-de');
  });
});
