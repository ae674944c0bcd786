import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react';
import * as projectAnnotations from './preview';

// Storybook's Vitest plugin finds these itself only with a Vite builder; this framework builds
// with Rsbuild. The stories run with the same decorators, loaders (the mock API) and
// accessibility checks as in Storybook.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
