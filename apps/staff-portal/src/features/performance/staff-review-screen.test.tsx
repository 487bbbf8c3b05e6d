import type { StaffReviewDetail } from '@crewbase/domain';
import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { QUESTION_1, QUESTION_2, QUESTION_3, reviewDetail } from '../../testing/performance-fixtures';
import { renderApp } from '../../testing/render-app';

const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };
type Body = { answers?: { questionId: string; rating: number }[]; selfAssessmentComment?: string | null };

/** A review the stubbed API keeps: saves and submits change it as the server would. */
function reviewApi(initial: StaffReviewDetail, { refuseSubmit }: { refuseSubmit?: () => Response } = {}) {
  let review = initial;
  const apply = async (request: Request, status: StaffReviewDetail['status']) => {
    const body = (await request.json()) as Body;
    const given = new Map((body.answers ?? []).map((a) => [a.questionId, a.rating]));
    review = {
      ...review,
      status,
      answers: review.answers.map((a) => ({ ...a, rating: given.get(a.questionId) ?? a.rating })),
      selfAssessmentComment: body.selfAssessmentComment === undefined ? review.selfAssessmentComment : body.selfAssessmentComment,
      submittedAt: status === 'Pending_Approval' ? '2026-11-25T10:00:00.000Z' : review.submittedAt,
    };
    return json(200, review);
  };
  return stubApi({
    ...profile,
    [`GET staff/staff-review/${initial.id}`]: () => json(200, review),
    [`PATCH staff/staff-review/details/${initial.id}`]: (request) => apply(request, 'In_Progress'),
    [`PATCH staff/staff-review/${initial.id}`]: (request) => refuseSubmit?.() ?? apply(request, 'Pending_Approval'),
  });
}

const question = (text: RegExp) => screen.getByRole('radiogroup', { name: text });

describe('StaffReviewScreen', () => {
  it('saves the answers given so far as a draft', { timeout: 45_000 }, async () => {
    const { requests } = reviewApi(reviewDetail('r-1'));
    renderApp('/staff/performance/reviews/r-1', { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Q4 2026 review' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Review details')).toHaveTextContent('Due by 15 Dec 2026');
    // Every question offers the spec's rating scale, grouped by category.
    expect(within(question(/I arrive on time/)).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    expect(within(screen.getByRole('region', { name: 'Teamwork' })).getAllByRole('radiogroup')).toHaveLength(2);

    await user.click(within(question(/I arrive on time/)).getByRole('radio', { name: 'Agree' }));
    await user.type(screen.getByRole('textbox', { name: /Your comments/ }), 'A good quarter.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(/Your answers are saved as a draft/)).toBeInTheDocument();
    const save = requests.find((r) => r.method === 'PATCH');
    expect(save?.path).toBe('staff/staff-review/details/r-1');
    expect(save?.body).toEqual({ answers: [{ questionId: QUESTION_1, rating: 4 }], selfAssessmentComment: 'A good quarter.' });
    await waitFor(() => expect(screen.getAllByText('In progress').length).toBeGreaterThan(0));
    // Still a draft: the answers can still be changed.
    expect(within(question(/I arrive on time/)).getByRole('radio', { name: 'Agree' })).toBeChecked();
  });

  it('will not submit with a question unanswered, then submits after confirming and shows the answers read-only', { timeout: 45_000 }, async () => {
    const { requests } = reviewApi(reviewDetail('r-1'));
    renderApp('/staff/performance/reviews/r-1', { signedIn: true });
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('radiogroup', { name: /I arrive on time/ }, { timeout: 20_000 })).getByRole('radio', { name: 'Strongly Agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Answer every question before submitting: 2 still have no answer.')).toBeInTheDocument();
    expect(question(/I help colleagues/)).toHaveAccessibleDescription('Choose an answer before submitting.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(question(/I help colleagues/)).getByRole('radio', { name: 'Neutral' }));
    await user.click(within(question(/I explain the tariffs/)).getByRole('radio', { name: 'Disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this review?' });
    expect(dialog).toHaveTextContent('can no longer be changed');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Your review has been submitted. HR will let you know the outcome.')).toBeInTheDocument();
    const submit = requests.find((r) => r.method === 'PATCH');
    expect(submit?.path).toBe('staff/staff-review/r-1');
    expect(submit?.body).toEqual({
      answers: [
        { questionId: QUESTION_1, rating: 5 },
        { questionId: QUESTION_2, rating: 3 },
        { questionId: QUESTION_3, rating: 2 },
      ],
      selfAssessmentComment: null,
    });
    // Read-only from now on: the answers as words, nothing to change or send.
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(screen.getByText(/your answers are read-only while HR reviews them/)).toBeInTheDocument();
    expect(screen.getByText('Strongly Agree (5 of 5)')).toBeInTheDocument();
    expect(screen.getAllByText('Pending approval').length).toBeGreaterThan(0);
  });

  it('opens a submitted review read-only, without KPI scores until it is approved', { timeout: 45_000 }, async () => {
    reviewApi(
      reviewDetail('r-2', {
        status: 'Pending_Approval',
        submittedAt: '2026-11-20T09:00:00.000Z',
        answers: [{ questionId: QUESTION_1, text: 'I arrive on time for my shifts.', category: 'Reliability', rating: 4 }],
        selfAssessmentComment: 'Steady quarter.',
      }),
    );
    renderApp('/staff/performance/reviews/r-2', { signedIn: true });

    expect(await screen.findByText('Agree (4 of 5)', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Steady quarter.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'KPIs' })).toHaveTextContent('Customer satisfaction');
    expect(screen.getByRole('list', { name: 'KPIs' })).not.toHaveTextContent('Score:');
  });

  it("shows HR's reason on a review sent back, and lets the person change and submit it again", { timeout: 45_000 }, async () => {
    const answered = reviewDetail('r-3').answers.map((a) => ({ ...a, rating: 3 }));
    const { requests } = reviewApi(
      reviewDetail('r-3', { status: 'In_Progress', answers: answered, denyReason: 'Please rate punctuality honestly: you were late four times.' }),
    );
    renderApp('/staff/performance/reviews/r-3', { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByText('HR sent this review back to you', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/Please rate punctuality honestly: you were late four times\./)).toBeInTheDocument();
    await user.click(within(question(/I arrive on time/)).getByRole('radio', { name: 'Disagree' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(/Your review has been submitted/)).toBeInTheDocument();
    expect((requests.find((r) => r.method === 'PATCH')?.body as Body).answers?.[0]).toEqual({ questionId: QUESTION_1, rating: 2 });
    await waitFor(() => expect(screen.queryByText('HR sent this review back to you')).not.toBeInTheDocument());
  });

  it('shows the refusal when the review was submitted elsewhere meanwhile, and the review as it now is', { timeout: 45_000 }, async () => {
    const answered = reviewDetail('r-4').answers.map((a) => ({ ...a, rating: 4 }));
    let submittedElsewhere = false;
    stubApi({
      ...profile,
      'GET staff/staff-review/r-4': () =>
        json(200, reviewDetail('r-4', { answers: answered, status: submittedElsewhere ? 'Pending_Approval' : 'In_Progress', submittedAt: submittedElsewhere ? '2026-11-25T09:00:00.000Z' : null })),
      'PATCH staff/staff-review/r-4': () => {
        submittedElsewhere = true;
        return apiError(409, 'This review has already been submitted.');
      },
    });
    renderApp('/staff/performance/reviews/r-4', { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Submit review' }, { timeout: 20_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('This review has already been submitted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    expect(screen.getByText(/your answers are read-only/)).toBeInTheDocument();
  });

  it("says so when the review is not the person's or does not exist", async () => {
    stubApi({ ...profile, 'GET staff/staff-review/zzz': apiError(404, 'Not found') });
    renderApp('/staff/performance/reviews/zzz', { signedIn: true });
    expect(await screen.findByText('We could not find this review', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
