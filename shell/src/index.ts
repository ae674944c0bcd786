// No async boundary: every shared module the landing page imports is eager (rsbuild.config.ts), so
// the page renders after this one script; the router, query cache and remotes stay lazy.
import './bootstrap';
