export * from './week';
export * from './shift';
export * from './schedule';
export * from './schedule.endpoints';
export * from './shift-template';
export * from './shift-template.endpoints';
