// The shared test settings live in tools/, which is no Nx project, so the boundary rule cannot resolve it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { webVitestConfig } from '../../../tools/testing/web-vitest';

export default webVitestConfig('data-access-dashboard');
