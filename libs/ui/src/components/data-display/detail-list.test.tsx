import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('pairs each label with its value and shows a dash for a missing one', () => {
    renderWithTheme(
      <DetailList
        label="Loan details"
        items={[
          { label: 'Amount requested', value: '₦150,000' },
          { label: 'Approved amount', value: null },
        ]}
      />,
    );
    const list = screen.getByLabelText('Loan details');
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Amount requested', 'Approved amount']);
    expect(definitions.map((d) => d.textContent)).toEqual(['₦150,000', '—']);
  });
});
