// The signed-in screens' routes load on the first navigation into them; when that download fails, the page says so
// like a failed screen, and the next navigation tries again.
import { screen } from '@testing-library/react';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { json, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

let failLoad = true;
vi.mock(import('./signed-in-routes'), async (original) => {
  const actual = await original();
  return {
    signedInRoutes: () => {
      if (failLoad) throw new TypeError('Failed to fetch dynamically imported module: signed-in-routes.js');
      return actual.signedInRoutes();
    },
  };
});

describe('the console routes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show a failed download of the signed-in screens like a failed screen, and try again on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /admin/auth/profile': () => json(adminProfileFixture) });
    const { router } = renderApp('/admin/dashboard', { signedIn: true });

    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent('This screen failed to loadCheck your connection, then try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    failLoad = false;
    await router.navigate('/admin/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 20_000 })).toBeInTheDocument();
  });
});
