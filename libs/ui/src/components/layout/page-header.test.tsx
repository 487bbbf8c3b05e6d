import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PageHeader } from './page-header';

const breadcrumbs = [{ label: 'Staffs', to: '/admin/profiles/staffs' }, { label: 'Add New Staff' }];

describe('PageHeader', () => {
  it('shows the title as the page heading and the breadcrumb trail', () => {
    renderWithTheme(<PageHeader title="Add New Staff" breadcrumbs={breadcrumbs} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Staff' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Staffs');
    expect(screen.getByRole('link', { name: 'Staffs' })).toHaveAttribute('href', '/admin/profiles/staffs');
    expect(screen.getAllByText('Add New Staff').find((el) => el.getAttribute('aria-current') === 'page')).toBeTruthy();
  });

  it("shows the record's reference beside the title, in the heading", () => {
    renderWithTheme(<PageHeader title="Leave Request" reference="#3f2a9c1b" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave Request #3f2a9c1b' })).toBeInTheDocument();
  });

  it('renders breadcrumb links with the router link it is given', () => {
    function RouterLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
      return (
        <a href={`#router${to}`} className={className}>
          {children}
        </a>
      );
    }
    renderWithTheme(<PageHeader title="Add New Staff" breadcrumbs={breadcrumbs} LinkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Staffs' })).toHaveAttribute('href', '#router/admin/profiles/staffs');
  });

  it('shows the actions', () => {
    renderWithTheme(<PageHeader title="Staffs" actions={<button type="button">Add staff</button>} />);
    expect(screen.getByRole('button', { name: 'Add staff' })).toBeInTheDocument();
  });
});
