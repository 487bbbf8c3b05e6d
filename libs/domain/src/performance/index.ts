export * from './rating';
export * from './performance';
export * from './performance.endpoints';
