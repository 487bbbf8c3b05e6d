export * from './payroll-calc';
export * from './payroll';
export * from './payroll.endpoints';
