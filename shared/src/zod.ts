import { z } from 'zod';

// In a browser zod must not compile parsers with `new Function`: the page's CSP forbids eval,
// and even zod's own probe for it is reported as a violation (a console error in every page that
// validates). Set before any schema is built, since a schema decides at construction. The server
// keeps the compiled parsers, which are faster. (Listed under `sideEffects` in package.json: the
// bundler would otherwise skip this module and bind `z` straight to zod.)
if (typeof document !== 'undefined') z.config({ jitless: true });

/** zod, configured for where it runs. Schemas of @hackmate/shared import it from here. */
export { z };
