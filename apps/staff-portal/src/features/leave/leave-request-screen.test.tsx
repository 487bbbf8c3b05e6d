import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

// A Monday at least a week ahead, so the dates are never in the past whenever the test runs.
const monday = dayjs().add(7, 'day').day(1).add(7, 'day');
const wednesday = monday.add(2, 'day');
const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const annual = { id: '0b7f1d1e-0000-4000-8000-000000000001', code: 'ANNUAL', name: 'Annual', entitlementDays: 20, paid: true, documentRequired: false, countsAgainstBalance: true, proRated: true, active: true, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const sick = { ...annual, id: '0b7f1d1e-0000-4000-8000-000000000002', code: 'SICK', name: 'Sick', entitlementDays: 12, documentRequired: true, proRated: false };
const ref = ({ id, name, paid, documentRequired }: typeof annual) => ({ id, name, paid, documentRequired });
const saved = {
  id: '4a4f1c55-8f1b-4d87-9d6a-2f0f8d1d2a11', staff, leaveType: ref(annual), startDate: monday.format('YYYY-MM-DD'), endDate: wednesday.format('YYYY-MM-DD'),
  days: 3, reason: 'Family wedding', status: 'PENDING', decisionNote: null, createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z', history: [],
};

function stub(remaining: number, create = json(201, saved), holidays: Array<{ date: string; name: string }> = []) {
  const balance = (type: typeof annual, left: number) => ({
    leaveType: { ...ref(type), countsAgainstBalance: true }, year: monday.year(), entitlement: type.entitlementDays, used: type.entitlementDays - left, pending: 0, remaining: left,
  });
  return stubApi({
    'GET staff/auth/profile': json(200, staffProfileFixture),
    'GET staff/leave-type': json(200, [annual, sick]),
    'GET staff/public-holiday': json(200, holidays.map((h, i) => ({ id: `h${i}`, ...h, createdAt: annual.createdAt, updatedAt: annual.createdAt }))),
    'GET staff/leave-request/leave-balances': json(200, [balance(annual, remaining), balance(sick, 1)]),
    'POST staff/leave-request': create,
    [`GET staff/leave-request/${saved.id}`]: json(200, saved),
  });
}

/** Types a DD/MM/YYYY date into the picker's sections, as a person with a keyboard does. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, date: dayjs.Dayjs) {
  const group = screen.getByRole('group', { name: new RegExp(label) });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  await user.keyboard(date.format('DDMMYYYY'));
}

// The form's chunk (with the date pickers) can take a while to transform on a busy machine.
const formReady = () => screen.findByRole('button', { name: 'Send request' }, { timeout: 20_000 });

describe('LeaveRequestScreen', () => {
  it('counts the working days and checks them against the balance while the dates are picked', { timeout: 45_000 }, async () => {
    stub(17);
    renderApp('/staff/leave/request', { signedIn: true });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Leave' })).toBeInTheDocument();
    await formReady();

    await typeDate(user, 'First day', monday);
    await typeDate(user, 'Last day', wednesday);

    const check = await screen.findByText(/3 working days\./);
    expect(check).toHaveTextContent(`You will have 14 of 20 Annual days left in ${monday.year()}.`);
  });

  it('leaves a public holiday out of the count, and checks the chosen type\'s own balance', { timeout: 45_000 }, async () => {
    stub(17, json(201, saved), [{ date: monday.add(1, 'day').format('YYYY-MM-DD'), name: 'Declared holiday' }]);
    renderApp('/staff/leave/request', { signedIn: true });
    const user = userEvent.setup();
    await formReady();
    await typeDate(user, 'First day', monday);
    await typeDate(user, 'Last day', wednesday);
    const check = await screen.findByText(/2 working days\./);
    expect(check).toHaveTextContent('Public holidays not counted: Declared holiday.');
    expect(check).toHaveTextContent(`You will have 15 of 20 Annual days left in ${monday.year()}.`);

    await user.click(screen.getByRole('combobox', { name: /Leave type/ }));
    await user.click(await screen.findByRole('option', { name: 'Sick' }));
    expect(await screen.findByText(new RegExp(`asks for 2 working days of Sick leave in ${monday.year()}, but only 1 of 12 remain`))).toBeInTheDocument();
    expect(screen.getByText(/A supporting document is needed/)).toBeInTheDocument();
  });

  it('warns while typing when the dates ask for more days than remain', async () => {
    stub(2);
    renderApp('/staff/leave/request', { signedIn: true });
    const user = userEvent.setup();
    await formReady();

    await typeDate(user, 'First day', monday);
    await typeDate(user, 'Last day', wednesday);

    expect(await screen.findByText(new RegExp(`asks for 3 working days of Annual leave in ${monday.year()}, but only 2 of 20 remain`))).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const { requests } = stub(
      17,
      apiError(400, 'These dates overlap your approved leave.', [{ path: 'startDate', message: 'These dates overlap your approved leave.' }]),
    );
    renderApp('/staff/leave/request', { signedIn: true });
    const user = userEvent.setup();
    await formReady();

    await typeDate(user, 'First day', monday);
    await typeDate(user, 'Last day', wednesday);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('These dates overlap your approved leave.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /First day/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      leaveTypeId: annual.id,
      startDate: monday.format('YYYY-MM-DD'),
      endDate: wednesday.format('YYYY-MM-DD'),
      reason: 'Family wedding',
    });
  });

  it('asks for the dates and a reason before sending anything', async () => {
    const { requests } = stub(17);
    renderApp('/staff/leave/request', { signedIn: true });
    const user = userEvent.setup();
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose the first day of your leave.')).toBeInTheDocument();
    expect(screen.getByText('Give a reason.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the request and opens it', { timeout: 45_000 }, async () => {
    stub(17);
    const { router } = renderApp('/staff/leave/request', { signedIn: true });
    const user = userEvent.setup();
    await formReady();
    await typeDate(user, 'First day', monday);
    await typeDate(user, 'Last day', wednesday);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your leave request has been sent.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/staff/leave-request/${saved.id}`);
  });
});
