import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/contract';
import { SideMenu } from './SideMenu';

const EXPECTED: Record<Role, string[]> = {
  [ROLES.VC]: [
    'Dashboard',
    'Interactive Map',
    'Site Approvals',
    'Projects',
    'Feedback Provided',
    'All Users',
    'Tutorials and Documents',
    'Help Desk',
    'Admin Task',
  ],
  [ROLES.HQ]: [
    'Dashboard',
    'Interactive Map',
    'Projects',
    'Pending Validation',
    'All Users',
    'Tutorials',
    'Help Desk',
  ],
  [ROLES.RND]: ['Dashboard', 'Interactive Map', 'Projects', 'Tutorials', 'Help Desk'],
  [ROLES.ORIGINATOR]: ['Projects', 'Tutorials', 'Help Desk'],
  [ROLES.RETAIL]: ['Projects', 'Tutorials', 'Help Desk'],
};

describe('side menu per role (spec 000 §2.2)', () => {
  for (const [role, labels] of Object.entries(EXPECTED)) {
    it(`${role}: ${labels.join(', ')}`, () => {
      render(
        <MemoryRouter>
          <SideMenu role={role as Role} />
        </MemoryRouter>,
      );
      const items = within(screen.getByTestId('side-menu')).getAllByRole('link');
      expect(items.map((i) => i.textContent)).toEqual(labels);
    });
  }

  it('links the admin task in lower case and projects to the role list', () => {
    render(
      <MemoryRouter>
        <SideMenu role={ROLES.VC} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Admin Task' })).toHaveAttribute('href', '/VC-admin-task');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/Project-List');
  });
});
