import './text-content.js';
import './discrete-events.js';
export * from 'preact/compat/compiler-runtime';
