import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { page, penalty, reviewRow, reward } from '../../testing/performance-fixtures';
import { renderApp } from '../../testing/render-app';

const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };
const rating = { latest: 4.3, average: 3.85, reviewsCounted: 2, latestReviewId: 'done-1', latestCompletedAt: '2026-10-05T10:00:00.000Z', formulaVersion: 1 };

describe('PerformanceScreen', () => {
  it('shows my rating, the reviews to complete with their due dates, my previous reviews, rewards and penalties', { timeout: 45_000 }, async () => {
    const { requests } = stubApi({
      ...profile,
      'GET staff/performance-review/overall-rating': json(200, rating),
      'GET staff/staff-review/pending': json(200, page([reviewRow('p-1'), reviewRow('p-2', { status: 'In_Progress', dueBy: '2026-11-10', overdue: true })])),
      'GET staff/staff-review/previous': json(
        200,
        page([
          reviewRow('done-1', { status: 'Completed', overallRating: 4.3, submittedAt: '2026-10-01T09:00:00.000Z', completedAt: '2026-10-05T10:00:00.000Z' }),
          reviewRow('sub-1', { status: 'Pending_Approval', submittedAt: '2026-11-02T09:00:00.000Z' }),
        ]),
      ),
      'GET staff/performance-review/reward': json(200, page([reward('rw-1', { appraisalId: 'done-1' }), reward('rw-2', { kind: 'Holiday', rewardAmount: '10000.00' })])),
      'GET staff/performance-review/penalty': json(200, page([penalty('pn-1')])),
    });
    renderApp('/staff/performance', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Overall rating' })).toHaveTextContent('3.85'));
    expect(screen.getByRole('group', { name: 'Overall rating' })).toHaveTextContent('of 5 (Agree), from 2 completed reviews');
    expect(screen.getByRole('group', { name: 'Latest review' })).toHaveTextContent('4.30');

    const pending = within(await screen.findByRole('list', { name: 'Reviews to complete' })).getAllByRole('link');
    expect(pending[0]).toHaveAttribute('href', '/staff/performance/reviews/p-1');
    expect(pending[0]).toHaveTextContent('Q4 2026 review');
    expect(pending[0]).toHaveTextContent('Due by 15 Dec 2026');
    expect(pending[0]).toHaveTextContent('Not started');
    expect(pending[1]).toHaveTextContent('Overdue: was due by 10 Nov 2026');
    expect(pending[1]).toHaveTextContent('In progress');

    const previous = within(screen.getByRole('list', { name: 'Previous reviews' })).getAllByRole('link');
    expect(previous[0]).toHaveAttribute('href', '/staff/performance/review-history/2026-10-05/done-1');
    expect(previous[0]).toHaveTextContent('Rating 4.30 of 5 (Agree)');
    expect(previous[0]).toHaveTextContent('Completed 5 Oct 2026');
    expect(previous[1]).toHaveAttribute('href', '/staff/performance/reviews/sub-1');
    expect(previous[1]).toHaveTextContent('Waiting for HR to approve it');
    expect(previous[1]).toHaveTextContent('Pending approval');

    const rewards = screen.getByRole('list', { name: 'My rewards' });
    expect(within(rewards).getAllByRole('listitem')[0]).toHaveTextContent('₦25,000.00 · Award Bonus');
    // A reward granted from an appraisal opens it; one made on its own has no screen to open.
    expect(within(rewards).getAllByRole('link')).toHaveLength(1);
    expect(within(rewards).getByRole('link')).toHaveAttribute('href', '/staff/performance/appraisals/done-1');
    expect(within(rewards).getAllByRole('listitem')[1]).toHaveTextContent('₦10,000.00 · Holiday');
    expect(within(screen.getByRole('list', { name: 'My penalties' })).getByRole('listitem')).toHaveTextContent('₦5,000.00Left the booth unattended3 Oct 2026');

    // Each list is paged by the server, a few at a time.
    const listCall = (path: string) => requests.find((r) => r.path === path);
    expect(new URLSearchParams(listCall('staff/staff-review/pending')?.query).get('limit')).toBe('5');
    expect(new URLSearchParams(listCall('staff/performance-review/reward')?.query).getAll('sort')).toEqual(['date,DESC']);
  });

  it('says when there is nothing yet, and when one list fails it alone shows the failure', { timeout: 45_000 }, async () => {
    stubApi({
      ...profile,
      'GET staff/performance-review/overall-rating': json(200, { ...rating, latest: null, average: null, reviewsCounted: 0, latestReviewId: null, latestCompletedAt: null }),
      'GET staff/staff-review/pending': json(200, page([])),
      'GET staff/staff-review/previous': apiError(500, 'Something went wrong on our side.'),
      'GET staff/performance-review/reward': json(200, page([])),
      'GET staff/performance-review/penalty': json(200, page([])),
    });
    renderApp('/staff/performance', { signedIn: true });

    expect(await screen.findByText('No review waiting for you', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('No rewards yet')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your previous reviews');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Overall rating' })).toHaveTextContent('None yet'));
    expect(screen.getByRole('group', { name: 'Overall rating' })).toHaveTextContent('Your rating appears once HR approves a review.');
  });
});
