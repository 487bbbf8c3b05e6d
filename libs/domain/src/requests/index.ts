export * from './money';
export * from './calendar';
export * from './workflow';
export * from './common';
export * from './request-settings';
export * from './leave';
export * from './loan';
export * from './payouts';
