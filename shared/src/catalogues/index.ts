export * from './skills';
export * from './socials';
