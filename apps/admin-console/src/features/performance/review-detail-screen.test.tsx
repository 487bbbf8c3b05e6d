import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { CYCLE_ID, KPI_IDS, REVIEW_ID, reviewDetail, STAFF } from './performance-test-data';

const PATH = `/admin/performance/reviews/${STAFF.id}/${REVIEW_ID}`;
const DETAIL = `GET /admin/performance-review/staff-review/${REVIEW_ID}`;

function setUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /admin/auth/profile': () => json(adminProfileFixture), [DETAIL]: () => json(reviewDetail()), ...routes });
  renderApp(PATH, { signedIn: true });
  return { ...api, user: userEvent.setup() };
}

// Found, not got: after a decision the page is hidden from assistive technology until the dialog has closed.
const panel = () => screen.findByRole('region', { name: 'Decision' });

// A detail screen with forms and a decision panel: on a busy shared machine one test can take well over the default.
describe('ReviewDetailScreen', { timeout: 60_000 }, () => {
  it('shows the self-assessment and scores each KPI, then approving saves the scores and approves by staff and cycle', async () => {
    let current = reviewDetail();
    const { user, callsTo } = setUp({
      [DETAIL]: () => json(current),
      [`PATCH /admin/performance-review/staff-review/score/${REVIEW_ID}`]: async (request) => {
        const body = (await request.json()) as { kpis: { kpiId: string; score: number; comment: string | null }[] };
        current = reviewDetail({
          kpis: current.kpis.map((kpi) => ({ ...kpi, score: body.kpis.find((k) => k.kpiId === kpi.kpiId)?.score ?? null })),
          kpiMean: 4.6,
          updatedAt: '2026-11-11T10:00:00.000Z',
        });
        return json(current);
      },
      'PATCH /admin/performance-review/staff-review/approve': () => {
        current = reviewDetail({ ...current, status: 'Completed', completedAt: '2026-11-11T10:05:00.000Z', appraisalId: REVIEW_ID });
        return json(current);
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: /^Staff Review/ }, { timeout: 20_000 })).toHaveTextContent(REVIEW_ID.slice(0, 8));
    expect(await screen.findByRole('heading', { name: `Review of ${STAFF.fullName}` }, { timeout: 20_000 })).toBeInTheDocument();
    const answers = screen.getByRole('table', { name: 'Answers' });
    expect(within(answers).getByRole('row', { name: /I finish my tasks on time/ })).toHaveTextContent('Agree (4)');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Score for Punctuality' })).getByRole('radio', { name: '5' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment on Punctuality' }), 'Never late this quarter.');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Score for Safety' })).getByRole('radio', { name: '4' }));

    await user.click(within(await panel()).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve this review?' })).getByRole('button', { name: 'Approve' }));

    expect(await within(await panel()).findByRole('status')).toHaveTextContent('Review approved.');
    const [scored] = callsTo(`PATCH /admin/performance-review/staff-review/score/${REVIEW_ID}`);
    expect(await scored.json()).toEqual({
      kpis: [
        { kpiId: KPI_IDS[0], score: 5, comment: 'Never late this quarter.' },
        { kpiId: KPI_IDS[1], score: 4, comment: null },
      ],
      privateNote: null,
    });
    const approve = new URL(callsTo('PATCH /admin/performance-review/staff-review/approve')[0].url).searchParams;
    expect(Object.fromEntries(approve)).toEqual({ staffId: STAFF.id, performanceReviewCycleId: CYCLE_ID });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Open the appraisal' })).toHaveAttribute('href', `/admin/performance/appraisals/${REVIEW_ID}`));
    expect(screen.queryByRole('button', { name: 'Save scores' })).not.toBeInTheDocument();
  });

  it('refuses to deny without a reason, then sends the reason the staff member will read', async () => {
    const { user, callsTo } = setUp({
      [`PATCH /admin/performance-review/staff-review/deny/${REVIEW_ID}`]: () => json(reviewDetail({ status: 'In_Progress', denyReason: 'Answer the delivery questions again.' })),
    });
    await user.click(await within(await screen.findByRole('region', { name: 'Decision' }, { timeout: 20_000 })).findByRole('button', { name: 'Deny' }));
    const dialog = screen.getByRole('dialog', { name: 'Deny this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByRole('textbox', { name: /Note for the record/ })).toHaveAccessibleDescription(/why/i);
    expect(callsTo(`PATCH /admin/performance-review/staff-review/deny/${REVIEW_ID}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Note for the record/ }), 'Answer the delivery questions again.');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));

    expect(await within(await panel()).findByRole('status')).toHaveTextContent('Review denied: it is back with the staff member.');
    expect(await callsTo(`PATCH /admin/performance-review/staff-review/deny/${REVIEW_ID}`)[0].json()).toEqual({ note: 'Answer the delivery questions again.' });
    expect(await screen.findByText(/Denied and back with Adaeze Nwosu: “Answer the delivery questions again.”/)).toBeInTheDocument();
  });

  it('tells the admin when another admin decided first, and shows the review as it now is', async () => {
    let decided = false;
    setUp({
      [DETAIL]: () => json(reviewDetail(decided ? { status: 'Completed', completedAt: '2026-11-11T10:05:00.000Z' } : {})),
      [`PATCH /admin/performance-review/staff-review/deny/${REVIEW_ID}`]: () => {
        decided = true;
        return apiError(409, 'This review is completed, so it cannot be denied (only when pending approval).');
      },
    });
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('region', { name: 'Decision' }, { timeout: 20_000 })).findByRole('button', { name: 'Deny' }));
    const dialog = screen.getByRole('dialog', { name: 'Deny this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the record/ }), 'Scores look off.');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));

    expect(await within(await panel()).findByRole('alert')).toHaveTextContent('This review is completed, so it cannot be denied (only when pending approval). It now shows its current state.');
    expect(await within(await panel()).findByText('This review is approved and completed.')).toBeInTheDocument();
  });
});
