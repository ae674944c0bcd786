import { mountStandalone } from '@hackmate/shared/standalone';
import App from './app';

// Standalone mount for working on this remote alone (`pnpm dev` in this folder).
mountStandalone(App);
