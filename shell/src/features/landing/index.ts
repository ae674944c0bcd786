export { CopyrightFooter } from './components/copyright-footer';
export { DeveloperMessage } from './components/developer-message';
export { Hero } from './components/hero';
export { ProductFeatures } from './components/product-features';
export { LANDING_SECTIONS } from './lib/landing-sections';
