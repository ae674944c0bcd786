// No async boundary: the shell is a plain bundle (the federation runtime comes with the first
// remote), so the landing page renders after its first scripts; the router, query cache and
// remotes stay lazy.
import './bootstrap';
