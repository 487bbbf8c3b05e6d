import './text-content.js';
import './discrete-events.js';
export * from 'preact/compat';
export { default } from 'preact/compat';
