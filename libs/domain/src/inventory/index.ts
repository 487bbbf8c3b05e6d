export * from './inventory';
export * from './inventory.endpoints';
