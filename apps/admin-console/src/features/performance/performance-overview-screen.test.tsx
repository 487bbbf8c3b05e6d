import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';
import { metrics } from './performance-test-data';

beforeEach(() => stubResizeObserver());

describe('PerformanceOverviewScreen', { timeout: 60_000 }, () => {
  it('shows the headline numbers, the rating distribution with its table, and marks lenient and harsh reviewers', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/performance-review/cycle': () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 1 }),
      'GET /admin/performance-review/metrics': () => json(metrics()),
    });
    renderApp('/admin/performance', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Performance Overview' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Waiting for approval' })).toHaveTextContent('Waiting for approval2See them'), { timeout: 20_000 });
    expect(screen.getByRole('group', { name: 'Average rating' })).toHaveTextContent('3.40 of 5');
    expect(screen.getByRole('group', { name: 'Completed reviews' })).toHaveTextContent('55 % of 20');
    expect(within(screen.getByRole('group', { name: 'Waiting for approval' })).getByRole('link', { name: 'See them' })).toHaveAttribute(
      'href',
      '/admin/performance/reviews?filter=status%3Aeq%3APending_Approval',
    );

    // The chart's numbers, for screen readers: one row per step of the scale.
    const distribution = screen.getByRole('table', { name: 'Rating distribution' });
    expect(within(distribution).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RatingReviews',
      '1 · Strongly Disagree0',
      '2 · Disagree1',
      '3 · Neutral4',
      '4 · Agree5',
      '5 · Strongly Agree1',
    ]);

    const byReviewer = screen.getByRole('table', { name: 'Calibration by reviewer' });
    expect(within(byReviewer).getByRole('row', { name: /Grace Mensah/ })).toHaveTextContent('+0.70');
    expect(within(byReviewer).getByRole('row', { name: /Grace Mensah/ })).toHaveTextContent('Lenient');
    expect(within(byReviewer).getByRole('row', { name: /Tunde Balogun/ })).toHaveTextContent('−0.80');
    expect(within(byReviewer).getByRole('row', { name: /Tunde Balogun/ })).toHaveTextContent('Harsh');
    expect(within(screen.getByRole('table', { name: 'Calibration by department' })).getByRole('row', { name: /Operations/ })).toHaveTextContent('In line');
    expect(screen.getByRole('table', { name: 'Completion by department' })).toHaveTextContent('Operations91275 %');
  });
});
