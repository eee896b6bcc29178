import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@portal/contract';
import { API } from '../../../lib/routes';
import { failure, on, stubRoutes, type RouteStub } from '../../../test/fetch-stub';
import { render } from '../../../test/query';
import { InvitationPanel } from './InvitationPanel';

vi.setConfig({ testTimeout: 60_000 });

const PROJECT_ID = 42;
/** The invite call, as `calls` records it. */
const INVITE = 'POST projects/invitations';

const invitation = (over: Partial<Invitation> = {}): Invitation => ({
  invitationId: 5,
  projectId: PROJECT_ID,
  party: 'supplier',
  brandId: 2,
  brandName: 'Peugeot',
  name: 'Sam Supplier',
  email: 'sam@supplier.example',
  state: 'opened',
  invitedBy: 'olivia@example.com',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastSentAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-31T10:00:00.000Z',
  openedAt: '2026-03-02T10:00:00.000Z',
  submittedAt: null,
  revokedAt: null,
  ...over,
});

function setup(list: Invitation[], stubs: RouteStub[] = []) {
  const stub = stubRoutes([on(API.getInvitations, { params: { projectId: PROJECT_ID } }, list), ...stubs]);
  render(
    <InvitationPanel
      id="ci-invitations"
      projectId={PROJECT_ID}
      title="Suppliers"
      parties={['supplier', 'download']}
      slots={[
        { party: 'supplier', brandId: 2, brandName: 'Peugeot' },
        { party: 'supplier', brandId: 4, brandName: 'Opel' },
        { party: 'download' },
      ]}
    />,
  );
  return { ...stub, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('Invitation panel', () => {
  it('offers an Invite button only for brands without a live supplier, and lists the invitations', async () => {
    setup([invitation(), invitation({ invitationId: 6, party: 'auditor', brandId: null, brandName: '' })]);
    const item = await screen.findByRole('listitem', { name: 'Supplier · Peugeot: Sam Supplier' });
    expect(within(item).getByText('Opened')).toBeInTheDocument();
    expect(within(item).getByText('sam@supplier.example', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite the Peugeot supplier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite the Opel supplier' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Invite the validated-design download recipient' }),
    ).toBeInTheDocument();
    // Another tab's party is not listed here.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('checks name and email before sending, then invites the brand’s supplier', async () => {
    const invited = vi.fn(() =>
      invitation({ invitationId: 9, brandId: 4, brandName: 'Opel', state: 'sent' }),
    );
    const { user, calls } = setup([], [on(API.inviteParty, {}, invited)]);
    await user.click(await screen.findByRole('button', { name: 'Invite the Opel supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite the Opel supplier' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('this field is required')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sam Supplier');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('email is not valid')).toBeInTheDocument();
    expect(invited).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@supplier.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation was sent to sam@supplier.example.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => `${c.method} ${c.path}` === INVITE)?.body).toEqual({
      ProjectId: PROJECT_ID,
      Party: 'supplier',
      BrandId: 4,
      Name: 'Sam Supplier',
      Email: 'sam@supplier.example',
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    const message =
      'A supplier is already invited for this brand. Revoke that invitation before inviting another supplier.';
    const { user } = setup([], [on(API.inviteParty, {}, failure(405, message))]);
    await user.click(await screen.findByRole('button', { name: 'Invite the Peugeot supplier' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@supplier.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('revokes after a confirmation and re-sends', async () => {
    const revoked = vi.fn(() => ({ statusCode: 200, message: 'Revoked' }));
    const resent = vi.fn(() => invitation({ state: 'sent' }));
    const { user } = setup(
      [invitation()],
      [
        on(API.revokeInvitation, { params: { invitationId: 5 } }, revoked),
        on(API.resendInvitation, { params: { invitationId: 5 } }, resent),
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Re-send the invitation to Sam Supplier' }));
    expect(await screen.findByText('A new link was sent to sam@supplier.example.')).toBeInTheDocument();
    expect(resent).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation of Sam Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(revoked).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invitation of sam@supplier.example is revoked.')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
  });

  it('offers neither re-send nor revoke for a revoked invitation', async () => {
    setup([invitation({ state: 'revoked', revokedAt: '2026-03-05T10:00:00.000Z' })]);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Revoked')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).toBeNull();
    // A revoked supplier frees its brand.
    expect(screen.getByRole('button', { name: 'Invite the Peugeot supplier' })).toBeInTheDocument();
  });
});
