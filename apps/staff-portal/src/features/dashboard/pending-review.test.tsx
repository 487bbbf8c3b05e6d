import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import { json, stubApi } from '../../testing/api-stub';
import { reviewRow } from '../../testing/performance-fixtures';
import { renderApp } from '../../testing/render-app';

const summary = (overrides: object) => ({
  overallRating: { latest: null, average: null, reviewsCounted: 0, latestReviewId: null, latestCompletedAt: null, formulaVersion: 1 },
  pendingCount: 0,
  nextPending: null,
  rewardCount: 0,
  rewardTotal: '0.00',
  penaltyCount: 0,
  penaltyTotal: '0.00',
  ...overrides,
});

describe('PendingReview on the dashboard', () => {
  it('shows the review due soonest with its due date, opening it', { timeout: 45_000 }, async () => {
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/performance-review': json(200, summary({ pendingCount: 3, nextPending: reviewRow('r-1', { status: 'In_Progress' }) })),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    const section = await screen.findByRole('region', { name: 'Your next review' }, { timeout: 20_000 });
    expect(await within(section).findByText('Q4 2026 review')).toBeInTheDocument();
    expect(section).toHaveTextContent('Due by 15 December 2026');
    expect(section).toHaveTextContent('and 2 more reviews waiting');
    expect(within(section).getByRole('link', { name: 'Continue the review' })).toHaveAttribute('href', '/staff/performance/reviews/r-1');
  });

  it('says when no review is waiting', async () => {
    stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture), 'GET staff/performance-review': json(200, summary({})) });
    renderApp('/staff/dashboard', { signedIn: true });
    expect(await screen.findByText('No review waiting for you.', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
