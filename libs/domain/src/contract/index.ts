export * from './route-access';
export * from './endpoint';
export * from './endpoint-path';
export * from './list-querystring';
export * from './export-endpoint';
export * from './status-counts-endpoint';
