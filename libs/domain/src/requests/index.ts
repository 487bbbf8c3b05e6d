export * from './money';
// The workflow machinery moved to ../workflow (pay runs and review cycles use it too); requests keep exporting it.
export * from '../workflow';
export * from './calendar';
export * from './common';
export * from './leave';
export * from './loan';
export * from './medical-assistance';
export * from './payment-requests';
export * from './awaiting-decision';
export * from './leave.endpoints';
export * from './loan.endpoints';
export * from './medical-assistance.endpoints';
export * from './payment-requests.endpoints';
