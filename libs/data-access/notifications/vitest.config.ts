import { webVitestConfig } from '../../../tools/testing/web-vitest';

export default webVitestConfig('data-access-notifications');
