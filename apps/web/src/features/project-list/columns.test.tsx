import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid } from '@mui/x-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { LIMITS, ROLES, type ProjectRow, type Role } from '@portal/contract';
import i18n from '../../lib/i18n';
import { projectColumns } from './columns';

vi.setConfig({ testTimeout: 30_000 });

const t = i18n.getFixedT('en');
const LONG_STATUS = 'Project Registered for Documentation Only';
const ROW: ProjectRow = {
  projectId: 6,
  userId: 9,
  siteName: 'GARAGE DU PORT',
  brands: 'Peugeot',
  documentationOnly: true,
  createdOn: '2026-02-03T10:00:00.000Z',
  plannedOpeningDate: null,
  city: 'LYON',
  country: 'France',
  countryCode: 'FR',
  statusId: 6,
  status: LONG_STATUS,
  statusDate: '2026-02-04T10:00:00.000Z',
  designValidationDate: null,
  projectUniqueId: 'FR-2026-000006',
  architectEmail: 'arch@example.test',
  isEnabled: false,
  isActive: 'Yes',
};

function renderGrid(role: Role) {
  const columns = projectColumns({ role, t, onToggleHold: () => undefined, holdingId: null, rows: [] });
  return render(
    <MemoryRouter>
      <div style={{ width: 2400, height: 400 }}>
        <DataGrid rows={[ROW]} columns={columns} getRowId={(r) => r.projectId} columnBufferPx={4000} />
      </div>
    </MemoryRouter>,
  );
}

const cellOf = async (field: string) => {
  const cells = await screen.findAllByRole('gridcell');
  const cell = cells.find((c) => c.getAttribute('data-field') === field);
  if (!cell) throw new Error(`no ${field} cell`);
  return cell;
};

afterEach(() => vi.restoreAllMocks());

describe('project list columns (issue 9 §4)', () => {
  it.each([ROLES.VC, ROLES.HQ, ROLES.RND, ROLES.ORIGINATOR, ROLES.RETAIL])(
    '%s: every column up to Status fits a 1440 px screen with the menu open',
    (role) => {
      const columns = projectColumns({ role, t, onToggleHold: () => undefined, holdingId: null, rows: [] });
      const upToStatus = columns.slice(0, columns.findIndex((c) => c.field === 'status') + 1);
      const width = upToStatus.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 100), 0);
      // 1440 − the 240 px menu − the main area's padding (2 × 24) − the grid's borders and scroll bar.
      expect(width).toBeLessThanOrEqual(1440 - LIMITS.drawerWidth - 48 - 2 - 15);
    },
  );

  it('a cut status shows its full text in a tooltip', async () => {
    // jsdom lays nothing out: the status text is made wider than its cell.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-overflow-text') ? 400 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(180);
    renderGrid(ROLES.HQ);
    const status = await cellOf('status');
    expect(status).toHaveTextContent(LONG_STATUS);
    await userEvent.hover(within(status).getByText(LONG_STATUS));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_STATUS);
  });

  it('a status that fits has no tooltip', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(180);
    renderGrid(ROLES.HQ);
    const text = within(await cellOf('status')).getByText(LONG_STATUS);
    await userEvent.hover(text);
    // Measured on hover, at once: a cut text is titled with itself until its tooltip opens; this one has no
    // title, so its tooltip has nothing to open with.
    expect(text).not.toHaveAttribute('title');
    expect(text).not.toHaveAttribute('aria-describedby');
  });

  it('Enabled / Paused is the cell’s own text (on the row’s baseline), not a paragraph of its own', async () => {
    renderGrid(ROLES.HQ);
    const cell = await cellOf('isEnabled');
    expect(cell).toHaveTextContent('Paused');
    expect(cell.querySelector('p, span, div')).toBeNull();
  });

  it('the Validation Center Team gets the pause switch', async () => {
    renderGrid(ROLES.VC);
    const cell = await cellOf('isEnabled');
    await waitFor(() =>
      expect(within(cell).getByRole('switch', { name: /FR-2026-000006/ })).not.toBeChecked(),
    );
  });
});
