import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { StatusFilter } from './status-filter';

const options = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
];

describe('StatusFilter', () => {
  it('shows each count in the product locale', () => {
    renderWithTheme(<StatusFilter options={options} value={undefined} onChange={() => undefined} counts={{ counts: { PENDING: 1234, APPROVED: 5 }, total: 1239 }} />);
    expect(screen.getByRole('button', { name: 'All (1,239)' })).toHaveTextContent('1,239');
    expect(screen.getByRole('button', { name: 'Pending (1,234)' })).toHaveTextContent('1,234');
  });

  it('says "more than" for the counts the server stopped at its cap', () => {
    renderWithTheme(
      <StatusFilter
        options={options}
        value={undefined}
        onChange={() => undefined}
        counts={{ counts: { PENDING: 12, APPROVED: 10_000 }, total: 10_000, totalCapped: true, capped: ['APPROVED'] }}
      />,
    );
    expect(screen.getByRole('button', { name: 'All (more than 10,000)' })).toHaveTextContent('10,000+');
    expect(screen.getByRole('button', { name: 'Approved (more than 10,000)' })).toHaveTextContent('10,000+');
    expect(screen.getByRole('button', { name: 'Pending (12)' })).toHaveTextContent('12');
  });
});
