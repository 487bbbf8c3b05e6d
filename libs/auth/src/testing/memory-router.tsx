// A memory router for an app's tests, with a handle on it from outside the tree: where it is now
// (`router.state.location`) and a way to go elsewhere (`router.navigate`), as a person would by following a link.
import { act } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

export type TestRouter = {
  state: { location: Location };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
};

export function memoryRouter(entry: InitialEntry) {
  let navigateTo: NavigateFunction | undefined;
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: (to, options) =>
      act(async () => {
        if (!navigateTo) throw new Error('memoryRouter: navigate before the app rendered');
        await navigateTo(to, options);
      }),
  };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      router.state.location = location;
      navigateTo = navigate;
    }, [location, navigate]);
    return null;
  }
  const wrap = (app: ReactNode) => (
    <MemoryRouter initialEntries={[entry]}>
      {app}
      <Probe />
    </MemoryRouter>
  );
  return { router, wrap };
}
