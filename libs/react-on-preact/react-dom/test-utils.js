// React's act, which Testing Library calls, on Preact's: the callback runs, then every render and effect it caused is
// flushed. For an async callback React's act also waits a macrotask before that flush, so work a library schedules
// with setTimeout(0) lands inside it (TanStack Query tells its observers so: a mutation's answer is in the hook's
// result when the awaited act returns), and it resolves to the callback's value. Preact's act does neither; both are
// added here.
import 'react';
import { act as preactAct } from 'preact/test-utils';

// The timer as it was when this loaded: a test that fakes timers would otherwise never let act finish (React's act
// waits on Node's own setImmediate, which fake timers leave alone, for the same reason).
const realSetTimeout = globalThis.setTimeout;
const nextMacrotask = () => new Promise((resolve) => realSetTimeout(resolve, 0));

export function act(callback) {
  let value;
  const flushed = preactAct(() => {
    const result = callback();
    if (result === null || typeof result !== 'object' || typeof result.then !== 'function') {
      value = result;
      return result;
    }
    return Promise.resolve(result).then(async (resolved) => {
      value = resolved;
      await nextMacrotask();
    });
  });
  return flushed.then(() => value);
}
