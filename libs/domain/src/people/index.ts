export * from './access';
export * from './admin-user';
export * from './staff-member';
export * from './employee-document';
