import { MEDIA_UPLOAD_MAX_BYTES } from '@crewbase/domain';
import { staffProfileFixture } from '@crewbase/domain/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { stubUpload } from '../../testing/upload-stub';

const detail = (label: string) => {
  const term = within(screen.getByRole('main')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

const media = { key: 'abc.png', url: '/api/system/media/abc.png', name: 'me.png', size: 1024, mimeType: 'image/png' };

describe('ProfileScreen', () => {
  it("shows the person's record, saying what is not provided", async () => {
    stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture) });
    renderApp('/staff/profile', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Adaeze Nwosu' });
    expect(detail('Staff ID')).toHaveTextContent('STF-0001');
    expect(detail('First name')).toHaveTextContent('Adaeze');
    expect(detail('Last name')).toHaveTextContent('Nwosu');
    expect(detail('Email address')).toHaveTextContent('staff@crewbase.test');
    expect(detail('Department')).toHaveTextContent('Operations');
    expect(detail('Job title')).toHaveTextContent('Parking Attendant Supervisor');
    expect(detail('Location')).toHaveTextContent('Victoria Island Car Park');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(detail('Date joined')).toHaveTextContent('1 March 2024');
    expect(detail('Gender')).toHaveTextContent('Female');
    expect(detail('Phone number')).toHaveTextContent('Not provided');
    expect(detail('Date of birth')).toHaveTextContent('Not provided');
    expect(detail('Address')).toHaveTextContent('Not provided');
  });

  it('uploads a new photo with progress, saves it on the profile and shows it from the API', async () => {
    const { requests } = stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'PATCH staff/auth/profile': json(200, { ...staffProfileFixture, avatar: media.url }),
      'GET system/media/abc.png': new Response(new Uint8Array([0x89, 0x50]), { status: 200, headers: { 'content-type': 'image/png' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost:4200/photo');
    const upload = stubUpload();
    renderApp('/staff/profile', { signedIn: true });
    const user = userEvent.setup();

    await user.upload(await screen.findByLabelText('Change photo'), png());
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    expect(upload.sent[0]).toMatchObject({ url: 'http://localhost:3000/api/system/media-upload', authorization: expect.stringMatching(/^Bearer /) });

    act(() => upload.progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeDisabled();

    act(() => upload.respond(201, media));
    expect(await screen.findByText('Your photo has been updated.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ avatar: '/api/system/media/abc.png' });
    const photo = await within(screen.getByRole('main')).findByRole('img', { name: 'Adaeze Nwosu' });
    // The photo is private: fetched with the sign-in and shown through an object URL.
    await waitFor(() => expect(photo).toHaveAttribute('src', 'blob:http://localhost:4200/photo'));
    expect(requests.find((r) => r.path === 'system/media/abc.png')?.authorization).toMatch(/^Bearer /);
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('refuses a photo over the size limit before uploading anything', async () => {
    stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture) });
    const upload = stubUpload();
    renderApp('/staff/profile', { signedIn: true });

    await userEvent.setup().upload(await screen.findByLabelText('Change photo'), png(MEDIA_UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('That photo is 5.1 MB. Choose one of 5 MB or less.');
    expect(upload.sent).toHaveLength(0);
  });

  it('refuses a file that is not a photo', async () => {
    stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture) });
    const upload = stubUpload();
    renderApp('/staff/profile', { signedIn: true });
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

    await userEvent.setup({ applyAccept: false }).upload(await screen.findByLabelText('Change photo'), pdf);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a photo in one of these formats: JPEG, PNG, WEBP, GIF.');
    expect(upload.sent).toHaveLength(0);
  });

  it("shows the server's refusal of an upload", async () => {
    const { requests } = stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture) });
    const upload = stubUpload();
    renderApp('/staff/profile', { signedIn: true });

    await userEvent.setup().upload(await screen.findByLabelText('Change photo'), png());
    await waitFor(() => expect(upload.sent).toHaveLength(1));
    act(() => upload.respond(400, { statusCode: 400, error: 'Bad Request', message: 'That file is not a readable image.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a readable image.');
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});
