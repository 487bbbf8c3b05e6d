export * from './workflow';
export * from './workflow-endpoints';
