export * from './job-status';
export * from './jobs.endpoints';
