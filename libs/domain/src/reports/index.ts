export * from './report-filter';
export * from './reports';
export * from './reports.endpoints';
