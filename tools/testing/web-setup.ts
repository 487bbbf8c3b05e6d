// Test setup for every browser-side project: jest-dom matchers, DOM cleanup, and what jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach } from 'vitest';

Object.assign(globalThis, { TextEncoder, TextDecoder });
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
