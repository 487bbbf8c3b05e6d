import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RequireArea } from './require-area';
import { setStoredLogin } from './set-stored-login';

function LoginScreen() {
  const { pathname, search } = useLocation();
  return <h1>{`Sign in at ${pathname}${search}`}</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/staff/auth/login', element: <LoginScreen /> },
      {
        element: <RequireArea area="staff" />,
        children: [
          { path: '/staff/dashboard', element: <h1>Dashboard</h1> },
          { path: '/staff/loans/:id', element: <h1>Loan</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireArea', () => {
  it('sends a signed-out person to the login screen, remembering where they were going', async () => {
    renderAt('/staff/loans/42?tab=plan');
    expect(
      await screen.findByRole('heading', { name: 'Sign in at /staff/auth/login?next=%2Fstaff%2Floans%2F42%3Ftab%3Dplan' }),
    ).toBeInTheDocument();
  });

  it('shows the screen when the area marker is stored', async () => {
    setStoredLogin('staff', { access_token: 'a', refresh_token: 'r' });
    renderAt('/staff/loans/42');
    expect(await screen.findByRole('heading', { name: 'Loan' })).toBeInTheDocument();
  });

  it('does not accept the other area marker', async () => {
    setStoredLogin('admin', { access_token: 'a', refresh_token: 'r' });
    renderAt('/staff/dashboard');
    expect(await screen.findByRole('heading', { name: /^Sign in at/ })).toBeInTheDocument();
  });

  it('leaves the area when another tab signs out', async () => {
    setStoredLogin('staff', { access_token: 'a', refresh_token: 'r' });
    renderAt('/staff/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'crewbase.staff.login', newValue: null, storageArea: localStorage }));
    });
    expect(await screen.findByRole('heading', { name: /^Sign in at/ })).toBeInTheDocument();
  });
});
