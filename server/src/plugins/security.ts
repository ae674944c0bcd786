import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { cspDirectives } from '../lib/csp';
import { globalPlugin } from '../lib/plugin';

/**
 * Security headers and cookie parsing for every response. Body size and proxy trust are
 * Fastify constructor options (see app.ts) because they must apply before any plugin runs.
 */
export const securityPlugin = globalPlugin<{ config: Config }>('hackmate-security', async (app, { config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Same-origin by default; uploads and remote bundles opt into 'cross-origin' themselves,
    // otherwise another origin (a remote on a CDN, a dev server) could not load them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Google sign-in opens a popup that must be able to message back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.appUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cookie);
});
