import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UnknownPathRedirect } from './unknown-path-redirect';

function renderAt(path: string) {
  const leaveTo = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/staff/auth/login', element: <h1>Staff sign in</h1> },
      {
        path: '*',
        element: (
          <UnknownPathRedirect currentArea="staff" staffAppUrl="http://staff.test" adminAppUrl="http://admin.test" leaveTo={leaveTo} />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { leaveTo, router };
}

describe('UnknownPathRedirect', () => {
  it('sends an unknown staff path to the staff login inside the app', async () => {
    const { leaveTo, router } = renderAt('/staff/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/auth/login');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('leaves for the admin console when the path contains "admin"', async () => {
    const { leaveTo } = renderAt('/admin/dashboard');
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://admin.test/admin/auth/login'));
  });
});
