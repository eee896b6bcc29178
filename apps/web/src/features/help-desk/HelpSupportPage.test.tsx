import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@portal/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HelpSupportPage from './HelpSupportPage';
import { render } from '../../test/query';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/help-support']}>
      <HelpSupportPage />
    </MemoryRouter>,
  );
}

async function send(name: string, email: string, queries: string) {
  const user = userEvent.setup();
  for (const [label, value] of [
    [/^Name/, name],
    [/^Email/, email],
    [/^Your queries/, queries],
  ] as const) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
}

afterEach(() => vi.restoreAllMocks());

describe('HelpSupportPage', () => {
  it('has name, email and a 4-row queries box, and a link back to login', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Help and support' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your queries/)).toHaveAttribute('rows', String(LIMITS.helpQueryRows));
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('requires all three fields', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await send('', '', '');
    expect(await screen.findAllByText('this field is required')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('blank text counts as missing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await send('   ', 'ann@example.com', '   ');
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires a valid email', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await send('Ann', 'ann@', 'How do I register?');
    expect(await screen.findByText('email is not valid')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends POST users/userhelpdesk {Email, UserName, Queries} and says Enquiry sent', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ statusCode: 200, message: 'Enquiry sent' }));
    renderPage();
    await send('Ann Example', 'ann@example.com', 'How do I register?');
    expect(await screen.findByText('Enquiry sent')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users\/userhelpdesk$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      Email: 'ann@example.com',
      UserName: 'Ann Example',
      Queries: 'How do I register?',
    });
    expect(screen.getByLabelText(/^Your queries/)).toHaveValue('');
  });

  it('a failure says Enquiry not sent', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ statusCode: 429, message: 'Too many requests.' }, 429),
    );
    renderPage();
    await send('Ann Example', 'ann@example.com', 'How do I register?');
    expect(await screen.findByText('Enquiry not sent')).toBeInTheDocument();
  });
});
