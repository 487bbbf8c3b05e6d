import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const card = (label: string) => screen.getByRole('group', { name: label });

describe('DashboardScreen', () => {
  it("greets the person and shows their work details from the profile", async () => {
    stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture) });
    renderApp('/staff/dashboard', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: /^Good (morning|afternoon|evening), Adaeze$/ })).toBeInTheDocument();
    expect(card('Staff ID')).toHaveTextContent('STF-0001');
    expect(card('Department')).toHaveTextContent('Operations');
    expect(card('Job title')).toHaveTextContent('Parking Attendant Supervisor');
    expect(card('Location')).toHaveTextContent('Victoria Island Car Park');
    expect(card('Date joined')).toHaveTextContent('1 March 2024');
    expect(card('Status')).toHaveTextContent('Active');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', '/staff/profile');
  });

  it('says what is not assigned yet instead of leaving blanks', async () => {
    stubApi({
      'GET staff/auth/profile': json(200, { ...staffProfileFixture, department: null, jobTitleName: null, location: null, dateJoined: null }),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    await screen.findByRole('heading', { level: 2, name: /Adaeze$/ });
    expect(card('Department')).toHaveTextContent('Not assigned');
    expect(card('Location')).toHaveTextContent('Not assigned');
    expect(card('Date joined')).toHaveTextContent('Not recorded');
  });

  it('shows placeholders while loading, then an error with a retry that recovers', async () => {
    let apiHealthy = false;
    stubApi({
      'GET staff/auth/profile': () => (apiHealthy ? json(200, staffProfileFixture) : apiError(500, 'Something went wrong on our side.')),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('We could not load your dashboard');
    expect(error).toHaveTextContent('Something went wrong on our side.');

    apiHealthy = true;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Adaeze$/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
