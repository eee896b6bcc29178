import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import PrivacyNoticePage, { TERMS_ACCEPTED_KEY } from './PrivacyNoticePage';

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/vc-portal/terms-and-conditions']}>
      <PrivacyNoticePage />
    </MemoryRouter>,
  );

describe('PrivacyNoticePage', () => {
  it('shows the 11 sections in order under one h1, effective 2023', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy notice',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Information we collect',
      '2. How we use your information',
      '3. Lawful basis for processing',
      '4. Sharing of information',
      '5. Cookies and local storage',
      '6. Your rights',
      '7. Security',
      '8. Data retention',
      '9. International transfers',
      '10. Changes to this notice',
      '11. Contact',
    ]);
    expect(screen.getByText('Effective 2023')).toBeInTheDocument();
    expect(document.title).toMatch(/^Privacy notice/);
  });

  it('states the retention for the contract period with the car group and the German data protection officer', () => {
    renderPage();
    expect(
      screen.getByText(
        /only for the period of our contract with the car group.*transferred to the car group/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/data protection officer of the portal operator.*in Germany/),
    ).toBeInTheDocument();
  });

  it('saving without the agree box is refused; ticking and saving stores the acceptance', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the agree box before saving.');
    expect(localStorage.getItem(TERMS_ACCEPTED_KEY)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Your acceptance of the terms has been saved.',
    );
    expect(localStorage.getItem(TERMS_ACCEPTED_KEY)).toBeTruthy();
  });

  it('remembers an earlier acceptance', () => {
    localStorage.setItem(TERMS_ACCEPTED_KEY, '2024-01-01T00:00:00.000Z');
    renderPage();
    expect(screen.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked();
    expect(screen.getByText('You have already accepted these terms on this device.')).toBeInTheDocument();
  });
});
