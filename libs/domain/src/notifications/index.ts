export * from './notification';
export * from './notification.endpoints';
