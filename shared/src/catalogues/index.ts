export * from './skills';
export * from './socials';
export * from './roles';
