export * from './reference';
export * from './accounts';
export * from './sessions';
export * from './platform';
export * from './library';
export * from './projects';
export * from './scope-requests';
export * from './design';
