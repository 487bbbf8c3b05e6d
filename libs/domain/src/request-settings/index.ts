export * from './request-settings';
export * from './request-settings.endpoints';
