// Whatever fails outside every screen's own boundary shows like a failed screen, and going elsewhere clears it.
import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

vi.mock(import('../features/layout/staff-page-title'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    staffDocumentTitle: (pathname: string) => {
      if (pathname === '/staff/privacy') throw new Error('boom');
      return actual.staffDocumentTitle(pathname);
    },
  };
});

describe('StaffRoutes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a failure outside every screen like a failed screen, until the person goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp('/staff/privacy');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this screen');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await router.navigate('/staff/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
