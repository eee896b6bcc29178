export * from './roles';
export * from './routes';
export * from './reference';
export * from './validation';
export * from './statuses';
export * from './schemas/common';
export * from './schemas/accounts';
export * from './schemas/projects';
