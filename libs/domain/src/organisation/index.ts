export * from './fields';
export * from './department';
export * from './job-title';
export * from './staff-role';
export * from './location';
