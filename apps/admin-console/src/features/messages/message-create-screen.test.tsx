import { adminProfileFixture } from '@crewbase/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const saved = (overrides: Record<string, unknown> = {}) => ({
  id: '0b9d5d6e-8a40-4c44-9a43-0d0f2b6b8f10',
  title: 'Gate B closes on Friday',
  status: 'Published',
  recipientType: 'Staff',
  audience: 'everyone',
  recipientsLabel: 'Everyone',
  publishAt: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  createdBy: { id: 'a-1', fullName: 'Grace Mensah' },
  body: '<p>Use Gate A.</p>',
  recipientIds: [],
  recipients: [],
  editable: false,
  readCount: 0,
  ...overrides,
});

function setUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /admin/auth/profile': () => json(adminProfileFixture),
    'GET /admin/messages/0b9d5d6e-8a40-4c44-9a43-0d0f2b6b8f10': () => json(saved()),
    ...routes,
  });
  const view = renderApp('/admin/messages/create', { signedIn: true });
  return { ...api, ...view, user: userEvent.setup() };
}

async function writeMessage(user: ReturnType<typeof userEvent.setup>) {
  // Generous: the first test to get here waits for the form's chunk to compile.
  await user.type(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 }), 'Gate B closes on Friday');
  const editor = screen.getByRole('textbox', { name: 'Message' });
  editor.innerHTML = '<p>Use Gate A.</p>';
  fireEvent.input(editor);
}

const fieldOf = (name: string) => screen.getByRole('textbox', { name });

// A form screen with a data-heavy design system: on a busy shared machine one test can take well over the default.
describe('MessageCreateScreen', () => {
  it('is headed "New Message" and names every problem beside its field before sending anything', { timeout: 60_000 }, async () => {
    const { user, fetchMock } = setUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'New Message' }, { timeout: 15_000 })).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'Departments' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));

    await waitFor(() => expect(fieldOf('Title')).toHaveAccessibleDescription('Give the message a title.'));
    expect(fieldOf('Message')).toHaveAccessibleDescription('Write the message.');
    expect(screen.getByRole('combobox', { name: 'Departments' })).toHaveAccessibleDescription('Choose at least one of the departments.');
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method !== 'GET')).toHaveLength(0);
  });

  it('refuses a scheduled time in the past', { timeout: 60_000 }, async () => {
    const { user, fetchMock } = setUp();
    await writeMessage(user);
    await user.click(screen.getByRole('radio', { name: 'Schedule for a date and time' }));
    const publishAt = screen.getByLabelText(/Publish at/);
    expect(publishAt).toHaveAttribute('min');
    // A picked date and time reaches the page as an input event, as a browser sends it.
    fireEvent.input(publishAt, { target: { value: dayjs().subtract(1, 'hour').format('YYYY-MM-DDTHH:mm') } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(publishAt).toHaveAccessibleDescription(/Choose a time in the future/));
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(0);
  });

  it('schedules for a future time, sending it as an instant, and opens the message', { timeout: 60_000 }, async () => {
    const { user, callsTo, router } = setUp({
      'POST /admin/messages/send': () => json(saved({ status: 'Scheduled', editable: true }), 201),
    });
    await writeMessage(user);
    await user.click(screen.getByRole('radio', { name: 'Schedule for a date and time' }));
    const at = dayjs().add(1, 'day').hour(9).minute(0);
    fireEvent.input(screen.getByLabelText(/Publish at/), { target: { value: at.format('YYYY-MM-DDTHH:mm') } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/messages/0b9d5d6e-8a40-4c44-9a43-0d0f2b6b8f10'));
    const [request] = callsTo('POST /admin/messages/send');
    expect(await request.json()).toEqual({
      title: 'Gate B closes on Friday',
      body: '<p>Use Gate A.</p>',
      recipientType: 'Staff',
      audience: 'everyone',
      recipientIds: [],
      publishAt: at.second(0).millisecond(0).toISOString(),
    });
    // Told through the console's common route notice, as every other form confirms.
    expect(router.state.location.state).toEqual({ notice: 'Message scheduled. Its recipients will see it from the time you chose.' });
    expect(await screen.findByRole('status')).toHaveTextContent(/Message scheduled/);
  });

  it("shows the server's refusals beside the fields they name", { timeout: 60_000 }, async () => {
    const { user } = setUp({
      'POST /admin/messages/draft': () =>
        apiError(400, 'Check the message.', [
          { path: 'body', message: 'The message has no text left once unsafe content is removed.' },
          { path: 'title', message: 'Keep the title to 200 characters.' },
        ]),
    });
    await writeMessage(user);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(fieldOf('Title')).toHaveAccessibleDescription('Keep the title to 200 characters.'));
    expect(fieldOf('Message')).toHaveAccessibleDescription('The message has no text left once unsafe content is removed.');
    expect(fieldOf('Title')).toHaveFocus();
  });

  it('explains a refusal that names no field above the form', { timeout: 60_000 }, async () => {
    const { user } = setUp({ 'POST /admin/messages/send': () => apiError(403, 'You need the messages:create permission.') });
    await writeMessage(user);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const form = screen.getByRole('form', { name: 'New message' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('You need the messages:create permission.');
  });
});
