export * from './roles';
export * from './routes';
export * from './reference';
export * from './validation';
export * from './schemas/common';
export * from './schemas/accounts';
