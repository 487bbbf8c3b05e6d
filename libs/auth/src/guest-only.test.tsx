import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { GuestOnly } from './guest-only';
import { setStoredLogin } from './set-stored-login';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<GuestOnly area="admin" />}>
          <Route path="/admin/auth/login" element={<h1>Sign in</h1>} />
        </Route>
        <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/admin/profile" element={<h1>My Profile</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('GuestOnly', () => {
  it('shows the sign-in screen to signed-out people', () => {
    renderAt('/admin/auth/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends signed-in people to the dashboard', () => {
    setStoredLogin('admin', { access_token: 'a', refresh_token: 'r' });
    renderAt('/admin/auth/login');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends signed-in people to a safe ?next= path instead', () => {
    setStoredLogin('admin', { access_token: 'a', refresh_token: 'r' });
    renderAt('/admin/auth/login?next=%2Fadmin%2Fprofile');
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('only looks at its own area marker', () => {
    setStoredLogin('staff', { access_token: 'a', refresh_token: 'r' });
    renderAt('/admin/auth/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
