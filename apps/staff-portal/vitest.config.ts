// tools/testing is workspace tooling, not a project, so the boundary rule has nothing to check here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { webVitestConfig } from '../../tools/testing/web-vitest';

export default webVitestConfig('staff-portal');
