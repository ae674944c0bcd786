export { Composer, type ComposerProps } from './composer';
