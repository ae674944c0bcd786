export * from './storage-keys';
export * from './user';
export * from './session';
export * from './theme';
