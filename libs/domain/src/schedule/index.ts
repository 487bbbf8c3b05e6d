export * from './week';
export * from './shift';
export * from './schedule';
export * from './schedule.endpoints';
