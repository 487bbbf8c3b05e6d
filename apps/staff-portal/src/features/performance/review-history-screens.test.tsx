import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import { json, stubApi } from '../../testing/api-stub';
import { penalty, QUESTION_1, reviewDetail, reward } from '../../testing/performance-fixtures';
import { renderApp } from '../../testing/render-app';

const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };
const completedAt = '2026-11-24T15:00:00.000Z';
const completed = reviewDetail('done-1', {
  status: 'Completed',
  overallRating: 3.86,
  kpiMean: 4.2,
  selfAssessmentMean: 3.67,
  submittedAt: '2026-11-20T09:00:00.000Z',
  completedAt,
  appraisalId: 'done-1',
  answers: [{ questionId: QUESTION_1, text: 'I arrive on time for my shifts.', category: 'Reliability', rating: 4 }],
  selfAssessmentComment: 'A steady quarter.',
  kpis: [
    { kpiId: 'k-1', name: 'Customer satisfaction', description: null, weight: 60, score: 5, comment: 'Customers praise you by name.' },
    { kpiId: 'k-2', name: 'Punctuality', description: null, weight: 40, score: 3, comment: null },
  ],
  history: [
    { id: 'h1', action: 'submit', actor: { type: 'staff', id: 's', name: 'Adaeze Nwosu' }, fromStatus: 'In_Progress', toStatus: 'Pending_Approval', note: null, at: '2026-11-20T09:00:00.000Z' },
    { id: 'h2', action: 'score', actor: { type: 'admin', id: 'a', name: 'Tunde Balogun' }, fromStatus: 'Pending_Approval', toStatus: 'Pending_Approval', note: null, at: '2026-11-21T09:00:00.000Z' },
    { id: 'h3', action: 'deny', actor: { type: 'admin', id: 'a', name: 'Tunde Balogun' }, fromStatus: 'Pending_Approval', toStatus: 'In_Progress', note: 'Rate punctuality again.', at: '2026-11-22T09:00:00.000Z' },
    { id: 'h4', action: 'approve', actor: { type: 'admin', id: 'a', name: 'Tunde Balogun' }, fromStatus: 'Pending_Approval', toStatus: 'Completed', note: null, at: completedAt },
  ],
});

describe('ReviewHistoryScreen', () => {
  it("shows a completed review's rating, HR's scores and comments, my answers and its history, never the reviewer's private note", { timeout: 45_000 }, async () => {
    // Even if a private note reached the portal, the staff review's schema drops it before any screen sees it.
    stubApi({ ...profile, 'GET staff/staff-review/done-1': json(200, { ...completed, privateNote: 'Watch for lateness next quarter.', reviewer: { id: 'a', fullName: 'Tunde Balogun' } }) });
    renderApp('/staff/performance/review-history/2026-11-24/done-1', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Q4 2026 review' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Review' })).toBeInTheDocument();
    const outcome = screen.getByLabelText('Outcome');
    expect(outcome).toHaveTextContent('Overall rating3.86 of 5 (Agree)');
    expect(outcome).toHaveTextContent('KPI score4.20 of 5');
    expect(outcome).toHaveTextContent('Completed on24 November 2026');
    const kpis = screen.getByRole('list', { name: 'KPIs' });
    expect(kpis).toHaveTextContent('Customer satisfactionWeight 60%Score: 5 of 5Comment: Customers praise you by name.');
    expect(kpis).toHaveTextContent('PunctualityWeight 40%Score: 3 of 5');
    expect(screen.getByText('Agree (4 of 5)')).toBeInTheDocument();
    expect(screen.getByText('A steady quarter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the appraisal' })).toHaveAttribute('href', '/staff/performance/appraisals/done-1');
    const history = screen.getByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Rate punctuality again.');
    expect(history).not.toHaveTextContent('Scored');
    expect(screen.queryByText(/Watch for lateness/)).not.toBeInTheDocument();
  });

  it('serves the same review under /staff/performance/reviews/{reviewDate}/{id}', async () => {
    stubApi({ ...profile, 'GET staff/staff-review/done-1': json(200, completed) });
    renderApp('/staff/performance/reviews/2026-11-24/done-1', { signedIn: true });
    expect(await screen.findByLabelText('Outcome', {}, { timeout: 20_000 })).toHaveTextContent('3.86 of 5 (Agree)');
  });
});

describe('AppraisalScreen', () => {
  it('shows the outcome of a completed review with the rewards and penalties granted from it', { timeout: 45_000 }, async () => {
    stubApi({
      ...profile,
      'GET staff/performance-review/appraisal/done-1': json(200, {
        id: 'done-1',
        staff: completed.staff,
        staffFullName: completed.staffFullName,
        departmentName: 'Operations',
        jobTitleName: 'Parking Attendant Supervisor',
        cycle: completed.cycle,
        overallRating: 3.86,
        formulaVersion: 1,
        completedAt,
        rewardCount: 1,
        penaltyCount: 1,
        kpis: completed.kpis,
        answers: completed.answers,
        kpiMean: 4.2,
        selfAssessmentMean: 3.67,
        rewards: [reward('rw-1', { appraisalId: 'done-1', kind: 'Spirit of Excellence', rewardAmount: '50000.00' })],
        penalties: [penalty('pn-1', { appraisalId: 'done-1' })],
      }),
    });
    renderApp('/staff/performance/appraisals/done-1', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Q4 2026 review' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Appraisal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Appraisal')).toHaveTextContent('Overall rating3.86 of 5 (Agree)');
    expect(within(screen.getByRole('list', { name: 'Rewards from this appraisal' })).getByRole('listitem')).toHaveTextContent(
      '₦50,000.00 · Spirit of ExcellenceBest attendance this quarter20 Nov 2026',
    );
    expect(within(screen.getByRole('list', { name: 'Penalties from this appraisal' })).getByRole('listitem')).toHaveTextContent('₦5,000.00Left the booth unattended');
    expect(screen.getByRole('link', { name: 'See the whole review' })).toHaveAttribute('href', '/staff/performance/review-history/2026-11-24/done-1');
  });
});
