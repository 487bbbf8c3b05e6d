export * from './enums';
export * from './errors';
export * from './list-query';
export * from './auth';
export * from './profile';
export * from './system';
export * from './dashboard';
export * from './staff';
