export * from './message';
export * from './message.endpoints';
