import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { payrollSettings } from './payroll-test-data';

const SETTINGS = 'GET /admin/payroll/settings';
const SAVE = 'PATCH /admin/payroll/settings';

describe('PayrollSettingsScreen', { timeout: 90_000 }, () => {
  it('labels the seeded example and refuses bands that do not join up and a pay day of 40 beside the fields, sending nothing', async () => {
    const { callsTo } = mockApi({ 'GET /admin/auth/profile': () => json(adminProfileFixture), [SETTINGS]: () => json(payrollSettings()) });
    renderApp('/admin/payroll/settings', { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByText(/These are example settings from the demo data/, {}, { timeout: 30_000 })).toBeInTheDocument();
    const secondFrom = screen.getAllByRole('textbox', { name: 'From (₦ a month)' })[1];
    await user.clear(secondFrom);
    await user.type(secondFrom, '150000');
    const payDay = screen.getByRole('textbox', { name: 'Pay day (day of the month)' });
    await user.clear(payDay);
    await user.type(payDay, '40');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Each band starts where the one before it ends.')).toBeInTheDocument();
    expect(screen.getByText('Give the pay day as a day of the month, 1 to 31.')).toBeInTheDocument();
    expect(screen.getByText(/Some settings need changing/)).toBeInTheDocument();
    expect(callsTo(SAVE)).toHaveLength(0);
  });

  it('sends the settings as the API takes them and shows what the server refuses beside its field', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [SETTINGS]: () => json(payrollSettings()),
      [SAVE]: () => apiError(400, 'The settings were not saved.', [{ path: 'dayRateDivisor', message: 'The divisor cannot be below the working days of a month.' }]),
    });
    renderApp('/admin/payroll/settings', { signedIn: true });
    const user = userEvent.setup();

    const housing = await screen.findByRole('textbox', { name: 'Housing fund rate (%)' }, { timeout: 30_000 });
    await user.type(housing, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The divisor cannot be below the working days of a month.')).toBeInTheDocument();
    expect(await callsTo(SAVE)[0].json()).toEqual({
      taxBandSets: [{ effectiveFrom: '2026-01-01', bands: [{ from: '0', to: '200000', ratePercent: 7 }, { from: '200000', to: null, ratePercent: 11 }] }],
      pensionRatePercent: 8,
      housingFundRatePercent: 2.5,
      payDay: 28,
      dayRateDivisor: 22,
      workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
  });
});
