export { memoryRouter, type TestRouter } from './memory-router';
