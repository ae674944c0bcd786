export * from './messages';
export * from './auth';
export * from './profile';
export * from './social-links';
export * from './chat';
export * from './first-error';
export * from './text';
