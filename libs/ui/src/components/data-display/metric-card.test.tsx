import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { MetricCard } from './metric-card';

describe('MetricCard', () => {
  it('is named by its label and shows the formatted value', () => {
    renderWithTheme(<MetricCard label="Total staff" value={1250} hint="Across all locations" />);
    const card = screen.getByRole('group', { name: 'Total staff' });
    expect(card).toHaveTextContent('1,250');
    expect(card).toHaveTextContent('Across all locations');
  });
});
