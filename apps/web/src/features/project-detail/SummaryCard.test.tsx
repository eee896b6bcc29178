import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { SummaryCard } from './SummaryCard';
import { summary } from './testing';

afterEach(() => i18n.changeLanguage('en'));

describe('SummaryCard', () => {
  it("names the country and the status in the reader's language, not as the server's English names", async () => {
    await i18n.changeLanguage('de');
    render(<SummaryCard project={{ ...summary, statusId: 3, projectStatus: 'Project Approved' }} />);
    expect(screen.getByText('Frankreich')).toBeInTheDocument();
    expect(screen.getByText('Projekt genehmigt')).toBeInTheDocument();
    expect(screen.queryByText('France')).not.toBeInTheDocument();
    expect(screen.queryByText('Project Approved')).not.toBeInTheDocument();
  });

  it('shows the English names in English', () => {
    render(<SummaryCard project={summary} />);
    expect(screen.getByText('France')).toBeInTheDocument();
    expect(screen.getByText('Project Registered')).toBeInTheDocument();
  });
});
