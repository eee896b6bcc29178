import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProjectRow } from '@portal/contract';
import AdminTaskPage from './AdminTaskPage';
import { API } from '../../lib/routes';
import { failure, on } from '../../test/fetch-stub';
import { mockApi, renderPage, type Call } from './testing';

vi.setConfig({ testTimeout: 60_000 });
// The first render of a page with a data grid can take seconds on a loaded machine.
const SLOW = { timeout: 15_000 };

const row = (over: Partial<AdminProjectRow> = {}): AdminProjectRow => ({
  projectId: 1,
  projectUniqueId: 'FR-2026-000001',
  siteName: 'GARAGE DU PORT',
  city: 'LYON',
  country: 'France',
  countryCode: 'FR',
  brands: 'Peugeot',
  statusId: 3,
  status: 'Project Approved',
  architectEmail: 'arch@example.test',
  createdOn: '2026-02-03T10:00:00.000Z',
  isEnabled: true,
  ...over,
});
const REGISTERED = row({
  projectId: 2,
  projectUniqueId: 'FR-2026-000002',
  statusId: 0,
  status: 'Project Registered',
});

const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('Projects/GetAdminproject'));

async function openAction(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, SLOW));
  return { user, dialog: await screen.findByRole('dialog') };
}

afterEach(() => vi.restoreAllMocks());

describe('AdminTaskPage', () => {
  it('lists recent projects, then searches by project ID', async () => {
    const calls = mockApi([
      on(API.getAdminProjects, { params: {} }, [row(), REGISTERED]),
      on(API.getAdminProjects, { params: { search: '000002' } }, [REGISTERED]),
    ]);
    renderPage(<AdminTaskPage />);
    expect(await screen.findByText('FR-2026-000001', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('03/02/2026')).toHaveLength(2);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search Project ID' }), '000002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('FR-2026-000001')).not.toBeInTheDocument());
    // The old rows leave as the search starts; the found one comes with its answer (a CI run read it too early).
    expect(await screen.findByText('FR-2026-000002', {}, SLOW)).toBeInTheDocument();
    expect(listCalls(calls).map((c) => c.path)).toEqual([
      'Projects/GetAdminproject',
      'Projects/GetAdminproject/000002',
    ]);
  });

  it('Change Status: an approved project is refused after confirmation; the grid reloads', async () => {
    let status = row();
    const calls = mockApi([
      on(API.getAdminProjects, { params: {} }, () => [status]),
      on(API.updateStatusApproveToRejected, { params: { projectId: 1 } }, () => {
        status = row({ statusId: 4, status: 'Project Refused / Not Compliant' });
        return true;
      }),
    ]);
    renderPage(<AdminTaskPage />);
    const { user, dialog } = await openAction('Change Status of FR-2026-000001');
    expect(dialog).toHaveTextContent(
      'Change the status of project FR-2026-000001 from "Project Approved" to "Project Refused / Not Compliant"?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText(/is now "Project Refused \/ Not Compliant"/)).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'Projects/UpdateStatusApproveToRejected/1')).toHaveLength(1);
  });

  it('Change Status: a project not approved gets the warning and no action; a failure shows the technical error', async () => {
    mockApi([
      on(API.getAdminProjects, { params: {} }, [row(), REGISTERED]),
      on(API.updateStatusApproveToRejected, { params: { projectId: 1 } }, false),
    ]);
    renderPage(<AdminTaskPage />);
    let { user, dialog } = await openAction('Change Status of FR-2026-000002');
    expect(dialog).toHaveTextContent('Project is not in a approved state to Change the status to refuse.');
    expect(within(dialog).queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    ({ user, dialog } = await openAction('Change Status of FR-2026-000001'));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await within(dialog).findByText('Techinical Error occured while updating the status'),
    ).toBeInTheDocument();
  });

  it('Delete: a failure offers Retry; the retry succeeds and the grid reloads', async () => {
    let attempts = 0;
    const calls = mockApi([
      on(API.getAdminProjects, { params: {} }, [row()]),
      on(API.deleteProject, { query: { projectUniqueId: 'FR-2026-000001' } }, () =>
        ++attempts === 1
          ? failure(503, 'busy')
          : { statusCode: 200, message: 'Project Deleted successfully !' },
      ),
    ]);
    renderPage(<AdminTaskPage />);
    const { user, dialog } = await openAction('Delete FR-2026-000001');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Failed to delete the project : FR-2026-000001?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Project Deleted successfully !')).toBeInTheDocument();
    expect(attempts).toBe(2);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('Change Originator: verify before map; InValid, reset on change, empty email ignored, then mapped', async () => {
    const calls = mockApi([
      on(API.getAdminProjects, { params: {} }, [row()]),
      on(API.sendEmailToProjectOriginator, {}, (c) =>
        c.body.Email === 'new@example.test' ? 'Valid' : 'InValid',
      ),
      on(API.mapUser, {}, { statusCode: 200, message: 'New Project Originator is successfully Mapped!' }),
    ]);
    renderPage(<AdminTaskPage />);
    const { user, dialog } = await openAction('Change Originator of FR-2026-000001');
    expect(within(dialog).getByText('Current Project Originator: arch@example.test')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'New Project Originator Email Address' });
    const map = within(dialog).getByRole('button', { name: 'Map' });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });

    // Empty email: both buttons do nothing.
    await user.click(verify);
    await user.click(map);
    expect(calls.filter((c) => c.path.startsWith('Users/'))).toHaveLength(0);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(email, 'other@example.test');
    await user.click(map);
    expect(
      within(dialog).getByText('Please verify the new Project Originator Email Address before mapping.'),
    ).toBeInTheDocument();
    await user.click(verify);
    expect(
      await within(dialog).findByText('Please enter valid Project Originator Email Address!'),
    ).toBeInTheDocument();
    await user.click(map);
    expect(calls.filter((c) => c.path === 'Users/MapUser')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@example.test');
    expect(
      within(dialog).queryByText('Please enter valid Project Originator Email Address!'),
    ).not.toBeInTheDocument();
    await user.click(verify);
    expect(
      await within(dialog).findByText('Project Originator Email Address is valid and verified!'),
    ).toBeInTheDocument();
    // Changing the email again drops the verification.
    await user.type(email, 'x');
    expect(
      within(dialog).queryByText('Project Originator Email Address is valid and verified!'),
    ).not.toBeInTheDocument();
    await user.click(map);
    expect(
      within(dialog).getByText('Please verify the new Project Originator Email Address before mapping.'),
    ).toBeInTheDocument();
    await user.type(email, '{Backspace}');
    await user.click(verify);
    await within(dialog).findByText('Project Originator Email Address is valid and verified!');
    await user.click(map);
    expect(
      await within(dialog).findByText('New Project Originator is successfully Mapped!'),
    ).toBeInTheDocument();
    // The dialog now names the new originator, not the old one.
    expect(within(dialog).getByText('Current Project Originator: new@example.test')).toBeInTheDocument();
    expect(within(dialog).queryByText(/arch@example\.test/)).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'Users/MapUser')?.body).toEqual({
      ProjectUniqueId: 'FR-2026-000001',
      Email: 'new@example.test',
    });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });
});
