import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ready, resetStubsAroundEachTest, setup } from './testing';

vi.mock('./messages/MessageTool', () => ({ MessageTool: () => null }));
vi.mock('./review/ValidationActions', () => ({ ValidationActions: () => null }));
vi.setConfig({ testTimeout: 60_000 });

resetStubsAroundEachTest();

/** Ball in court on the Design Validation tab (docs/lifecycle.md): who must act, by when, how late. */
describe('Design Validation tab: ball in court', () => {
  const ballSection = () => screen.getByRole('region', { name: 'Ball in court' });

  it('names the holder, the stage and the due day, and says how many working days late', async () => {
    setup({
      info: {
        statusId: 5,
        ball: {
          stage: 'corrections',
          since: '2026-10-01T09:00:00.000Z',
          dueDate: '2026-10-15',
          workingDaysLate: 29,
          holderEmail: 'anna.orig@example.test',
        },
      },
    });
    await ready();
    const ball = ballSection();
    expect(within(ball).getByText('The project originator, anna.orig@example.test')).toBeInTheDocument();
    expect(within(ball).getByText("Originator's corrections")).toBeInTheDocument();
    expect(within(ball).getByText('15/10/2026')).toBeInTheDocument();
    expect(within(ball).getByText('29 working days late')).toBeInTheDocument();
  });

  it('says "on time" before the due day, and the validation team as holder', async () => {
    setup({
      info: {
        statusId: 1,
        isSubmittedForApproval: true,
        ball: {
          stage: 'completeness',
          since: '2026-11-25T09:00:00.000Z',
          dueDate: '2026-11-30',
          workingDaysLate: 0,
          holderEmail: '',
        },
      },
    });
    await ready();
    const ball = ballSection();
    expect(within(ball).getByText('Validation Center (GEC Validator/Data Analyst)')).toBeInTheDocument();
    expect(within(ball).getByText('On time')).toBeInTheDocument();
    expect(within(ball).queryByText(/working days? late/)).not.toBeInTheDocument();
  });

  it('shows no ball when nobody is expected to act', async () => {
    setup({ info: { statusId: 3, ball: null } });
    await ready();
    expect(screen.queryByRole('region', { name: 'Ball in court' })).not.toBeInTheDocument();
  });
});
