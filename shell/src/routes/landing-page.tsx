import { CopyrightFooter, DeveloperMessage, Hero, ProductFeatures } from '../features/landing';

/**
 * The visitor's first page (`/`). The shell's own, so it loads without any remote or the router:
 * keep it free of heavy imports (initial-bundle.test.ts checks).
 */
export function LandingPage() {
  return (
    <div className="hm-landing">
      <Hero />
      <ProductFeatures />
      <DeveloperMessage />
      <CopyrightFooter />
    </div>
  );
}
