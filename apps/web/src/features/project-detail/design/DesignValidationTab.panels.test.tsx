import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DAY, docRow, ready, resetStubsAroundEachTest, setup } from './testing';

// The message tool and the validation actions have their own tests (messages/, review/).
vi.mock('./messages/MessageTool', () => ({ MessageTool: () => <p>message tool</p> }));
vi.mock('./review/ValidationActions', () => ({ ValidationActions: () => null }));

// MUI renders slowly in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

resetStubsAroundEachTest();

describe('Design Validation tab: panels', () => {
  it('shows the validation status, brands, project data and documents from the answers', async () => {
    setup({
      info: {
        statusId: 1,
        isSubmittedForApproval: true,
        designSubmissionDate: new Date(Date.now() - 20 * DAY).toISOString(),
        completenessChkStatus: '',
        contentValidationStatus: 'Rejected',
        contentValidationRejectionNos: 2,
        contentValidationDate: '2026-02-10',
        canEdit: false,
        canSubmit: false,
      },
    });
    await ready();
    const completeness = screen.getByRole('group', { name: 'Completeness check' });
    expect(within(completeness).getByText('Under Examination')).toBeInTheDocument();
    const content = screen.getByRole('group', { name: 'Content validation' });
    expect(within(content).getByText('Rejected')).toBeInTheDocument();
    expect(within(content).getByText('10/02/2026')).toBeInTheDocument();
    expect(within(content).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('20 (validation takes about 14 days)')).toBeInTheDocument();
    // Calendar days are information only: lateness is the ball's sign (working days per stage), never a
    // second "Overdue" that could disagree with it.
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('message tool')).toBeInTheDocument();

    expect(screen.getByRole('checkbox', { name: 'Peugeot' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Opel' })).not.toBeChecked();
    const peugeot = screen.getByRole('group', { name: 'Peugeot' });
    expect(within(peugeot).getByRole('combobox', { name: /Project type/ })).toHaveTextContent(
      'Label newBuild',
    );
    expect(within(peugeot).getByRole('combobox', { name: /CI workstream/ })).toHaveTextContent(
      'Label exteriorSignage',
    );
    expect(within(peugeot).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Corner site');
    expect(screen.getByRole('textbox', { name: /Building surface/ })).toHaveValue('1200');
    expect(screen.getByRole('textbox', { name: /Terrain surface/ })).toHaveValue('3000.5');
    expect(screen.getByRole('textbox', { name: /Showroom surface new vehicles/ })).toHaveValue('250');
    expect(screen.getByDisplayValue('01/09/2026')).toBeInTheDocument();

    const interior = docRow('New Project Interior Plan');
    expect(within(interior).getByText('Required')).toBeInTheDocument();
    expect(within(interior).getByText('interior plan.pdf')).toBeInTheDocument();
    expect(within(interior).getByText('04/03/2026 by Olivia Martin')).toBeInTheDocument();
    expect(
      within(docRow('New Project Interior Elevation Plan')).getByText('Required – missing'),
    ).toBeInTheDocument();
    expect(within(docRow('Derogation Form')).getByRole('button', { name: 'Template' })).toBeInTheDocument();
  });

  it('shows the decisions with their validation comments, so a refusal says what to correct', async () => {
    setup({
      info: {
        statusId: 4,
        completenessChkStatus: 'Rejected',
        completenessChkRejectionNos: 1,
        validationComments: [
          {
            check: 'completeness',
            decision: 'rejected',
            comment: 'The facade plan has no dimensions.',
            userName: 'Gina Eckert',
            markups: [],
            date: '2026-03-04T10:00:00.000Z',
          },
        ],
      },
    });
    await ready();
    const comments = screen.getByRole('region', { name: 'Validation comments' });
    expect(within(comments).getByText('Completeness check rejected')).toBeInTheDocument();
    expect(within(comments).getByText('Gina Eckert, 04/03/2026')).toBeInTheDocument();
    expect(within(comments).getByText('The facade plan has no dimensions.')).toBeInTheDocument();
  });

  it('is read-only when the caller may not edit: no upload, delete, save or submit', async () => {
    setup({ info: { canEdit: false, canSubmit: false, isSubmittedForApproval: true, statusId: 1 } });
    await ready();
    expect(screen.getByText(/The design has been submitted/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Peugeot' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Building surface/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Project type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download interior plan.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for validation' })).toBeNull();
  });

  it('keeps a field flagged disable read-only for the originator too', async () => {
    setup();
    await ready();
    expect(screen.getByRole('textbox', { name: 'Workshop bays' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute('readonly');
  });

  it('shows a brand’s fields only while its checkbox is ticked', async () => {
    const { user } = setup();
    await ready();
    expect(screen.queryByRole('group', { name: 'Opel' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Opel' }));
    const opel = await screen.findByRole('group', { name: 'Opel' });
    expect(within(opel).getByRole('combobox', { name: /Project type/ })).toBeInTheDocument();
    // The showroom surfaces are asked per enabled brand.
    expect(screen.getByRole('group', { name: 'Showroom surfaces per brand Opel' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Showroom surface new vehicles/ })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Peugeot' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Peugeot' })).toBeNull());
  });
});
