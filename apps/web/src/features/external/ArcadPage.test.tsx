import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArcadPage from './ArcadPage';
import { API, failure, FakeXhr, link, on, renderPage, stubRoutes, TOKEN } from './testing';

const PAGE = '/user/uploadARCADRequest';
const URL_OK = `${PAGE}?email=Ada%40Example.com&token=${TOKEN}`;
const arcadLink = () =>
  link({
    party: 'arcad',
    projectId: null,
    userId: null,
    brandId: null,
    brandName: '',
    email: 'ada@example.com',
    projectUniqueId: '',
    siteName: '',
  });

function setup(path = URL_OK) {
  stubRoutes([on(API.getExternalLink, {}, arcadLink)]);
  const user = userEvent.setup();
  renderPage(path, PAGE, <ArcadPage />, 'arcad');
  return { user };
}

async function upload(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
  fireEvent.change(within(dialog).getByLabelText('Choose file', { selector: 'input' }), {
    target: { files: [new File(['code;name'], 'arcad.csv', { type: 'text/csv' })] },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return dialog;
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ARCAD page', () => {
  it('shows the invalid-link message when the email differs from the link’s', async () => {
    setup(`${PAGE}?email=other%40example.com&token=${TOKEN}`);
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Document' })).toBeNull();
  });

  it('asks the link again after a shed answer (503) instead of calling it invalid', async () => {
    let asked = 0;
    stubRoutes([
      on(API.getExternalLink, {}, () =>
        ++asked === 1 ? failure(503, 'The portal is busy. Please try again in a few seconds.') : arcadLink(),
      ),
    ]);
    renderPage(URL_OK, PAGE, <ArcadPage />, 'arcad');
    expect(
      await screen.findByRole('button', { name: 'Add Document' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(screen.queryByText('Incorrect URL copied or Session has expired.')).toBeNull();
  });

  it('a refusal of the link (401) is the answer: invalid, not asked again', async () => {
    let asked = 0;
    stubRoutes([
      on(
        API.getExternalLink,
        {},
        () => (asked++, failure(401, 'Incorrect URL copied or Session has expired.')),
      ),
    ]);
    renderPage(URL_OK, PAGE, <ArcadPage />, 'arcad');
    expect(await screen.findByText('Incorrect URL copied or Session has expired.')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('uploads the file with Email and Token and shows imported and refused rows with their reasons', async () => {
    FakeXhr.answer = () => ({
      status: 200,
      body: {
        imported: 8,
        total: 10,
        refused: [
          { row: 3, reasons: ['arcad.row.codeMissing'] },
          { row: 7, reasons: ['arcad.row.latitudeNotNumber', 'arcad.row.cityMissing'] },
        ],
      },
    });
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Upload ARCAD Details' }),
    ).toBeInTheDocument();
    const dialog = await upload(user);
    expect(await within(dialog).findByText('Success Upload')).toBeInTheDocument();
    const { form, headers } = FakeXhr.sent[0]!;
    expect(headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(form.get('DocumentName')).toBe('ARCADDetails');
    expect(form.get('Email')).toBe('Ada@Example.com');
    expect(form.get('Token')).toBe(TOKEN);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByText('8 of 10 rows imported, 2 refused.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refused rows' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('The ARCAD location code is missing.')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText('The latitude is not a number. The city is missing.'),
    ).toBeInTheDocument();
  });

  it('shows the reason of a file refused as a whole', async () => {
    FakeXhr.answer = () => ({
      status: 200,
      body: {
        imported: 0,
        total: 0,
        refused: [],
        error: 'arcad.file.missingColumns',
        missingColumns: ['arcad.column.latitude', 'arcad.column.longitude'],
      },
    });
    const { user } = setup();
    const dialog = await upload(user);
    const text = 'The header row lacks these columns: Latitude, Longitude. Nothing was imported.';
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(2);
  });

  it('shows just "error" when the upload fails', async () => {
    FakeXhr.answer = () => ({ status: 413, body: { statusCode: 413, message: 'too large' } });
    const { user } = setup();
    const dialog = await upload(user);
    expect(await within(dialog).findByText('error')).toBeInTheDocument();
  });
});
