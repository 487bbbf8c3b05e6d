import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AdminSidebar } from './admin-sidebar';
import type { MenuItem } from './menu-item';

const items: MenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin/dashboard', available: true },
  {
    id: 'profiles',
    label: 'Profiles',
    available: true,
    children: [
      { id: 'admins', label: 'Admins', path: '/admin/profiles/admins', available: true },
      { id: 'staffs', label: 'Staffs', path: '/admin/profiles/staffs', available: true },
    ],
  },
];

const renderSidebar = (path: string, props: Partial<Parameters<typeof AdminSidebar>[0]> = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav aria-label="Main menu">
        <AdminSidebar items={items} {...props} />
      </nav>
    </MemoryRouter>,
  );

describe('AdminSidebar', () => {
  it('opens and closes a submenu from the keyboard', async () => {
    renderSidebar('/admin/dashboard');
    const user = userEvent.setup();

    const profiles = screen.getByRole('button', { name: 'Profiles' });
    expect(profiles).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Admins' })).not.toBeInTheDocument();

    profiles.focus();
    await user.keyboard('{Enter}');
    expect(profiles).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Admins' })).toHaveAttribute('href', '/admin/profiles/admins');

    await user.keyboard(' ');
    expect(profiles).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the submenu of the current screen open', () => {
    renderSidebar('/admin/profiles/staffs/42');

    expect(screen.getByRole('button', { name: 'Profiles' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Staffs' })).toHaveClass('active');
  });

  it('asks to expand a collapsed sidebar when a submenu is opened', async () => {
    const onExpandRequest = vi.fn();
    renderSidebar('/admin/dashboard', { collapsed: true, onExpandRequest });

    await userEvent.click(screen.getByRole('button', { name: 'Profiles' }));

    expect(onExpandRequest).toHaveBeenCalledTimes(1);
  });
});
