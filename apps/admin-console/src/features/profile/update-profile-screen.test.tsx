import type { AdminProfile } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('UpdateProfileScreen', () => {
  it('shows a server field error beside "First name" and saves nothing', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'POST /admin/update-profile': () =>
        apiError(400, 'Some fields are not valid.', [{ path: 'firstName', message: 'That name is already taken by a robot' }]),
    });
    const { router } = renderApp('/admin/update-profile', { signedIn: true });
    const user = userEvent.setup();

    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'R2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(firstName).toHaveAccessibleDescription('That name is already taken by a robot'));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/admin/update-profile');
  });

  it('saves and lands on /admin/profile with "Profile updated" and the new name', async () => {
    let profile: AdminProfile = adminProfileFixture;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(profile),
      'POST /admin/update-profile': async (request) => {
        const input = (await request.json()) as Pick<AdminProfile, 'firstName' | 'lastName' | 'phoneNumber'>;
        profile = { ...profile, ...input, fullName: `${input.firstName} ${input.lastName}` };
        return json(profile);
      },
    });
    const { router } = renderApp('/admin/update-profile', { signedIn: true });
    const user = userEvent.setup();

    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Gracia');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Mensah-Owusu');
    await user.type(screen.getByLabelText('Phone number'), '+234 803 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/profile'));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Gracia Mensah-Owusu');
    expect(screen.getByRole('main')).toHaveTextContent('+234 803 555 0101');
    expect(await callsTo('POST /admin/update-profile')[0]?.json()).toEqual({
      firstName: 'Gracia',
      lastName: 'Mensah-Owusu',
      phoneNumber: '+234 803 555 0101',
      avatar: null,
    });
  });

  it('refuses a photo that is not an image before uploading it', async () => {
    const { callsTo } = mockApi({ 'GET /admin/auth/profile': () => json(adminProfileFixture) });
    renderApp('/admin/update-profile', { signedIn: true });
    const user = userEvent.setup({ applyAccept: false });

    const input = await screen.findByLabelText('Change photo');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(callsTo('POST /system/media-upload')).toHaveLength(0);
  });
});
