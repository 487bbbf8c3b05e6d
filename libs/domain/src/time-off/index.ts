export * from './leave-types';
export * from './public-holidays';
export * from './time-off.endpoints';
