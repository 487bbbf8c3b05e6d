import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { reward } from './performance-test-data';

const REWARD = reward();
const EDIT = `/admin/performance/appraisals/reward/${REWARD.id}/edit`;

describe('Edit reward', { timeout: 60_000 }, () => {
  it('says why a reward a pay run has included cannot be edited, and offers no way to save it', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/performance-review/reward/${REWARD.id}`]: () => json(reward({ payRunId: 'run-2026-11' })),
    });
    renderApp(EDIT, { signedIn: true });

    expect(await screen.findByRole('note', {}, { timeout: 20_000 })).toHaveTextContent('A pay run has included this reward, so it can no longer be edited or deleted.');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save reward' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/admin/performance/appraisals/reward/${REWARD.id}`);
  });

  it('puts the server’s refusal beside the field and the pay run’s 409 above the form', async () => {
    let attempt = 0;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/performance-review/reward/${REWARD.id}`]: () => json(REWARD),
      [`PATCH /admin/performance-review/reward/${REWARD.id}`]: () => {
        attempt += 1;
        return attempt === 1
          ? apiError(400, 'Check the reward.', [{ path: 'reason', message: 'Say what the reward is for in more words.' }])
          : apiError(409, 'The November 2026 pay run has included this reward: it can no longer be edited.');
      },
    });
    renderApp(EDIT, { signedIn: true });
    const user = userEvent.setup();

    const amount = await screen.findByRole('textbox', { name: /Amount/ }, { timeout: 20_000 });
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(screen.getByRole('button', { name: 'Save reward' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Say what the reward is for in more words.'));
    expect(await callsTo(`PATCH /admin/performance-review/reward/${REWARD.id}`)[0].json()).toMatchObject({ rewardAmount: '30000', staffId: REWARD.staff!.id, recipientType: 'Staff' });

    await user.click(screen.getByRole('button', { name: 'Save reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The November 2026 pay run has included this reward: it can no longer be edited.');
  });
});
