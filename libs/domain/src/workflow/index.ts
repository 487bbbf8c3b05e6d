export * from './workflow';
export * from './workflow-endpoints';
export * from './bulk-decision';
