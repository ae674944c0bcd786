import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { cspDirectives } from '../lib/csp';
import { globalPlugin } from '../lib/plugin';

/** The helmet options of this app: a strict CSP, same-origin resources, no framing. */
function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Same-origin by default; uploads and remote bundles opt into 'cross-origin' themselves,
    // otherwise another origin (a remote on a CDN, a dev server) could not load them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Google sign-in opens a popup that must be able to message back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.appUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } satisfies HelmetOptions;
}

/**
 * API answers (JSON, uploaded images) are never documents: a policy that allows nothing, and only
 * the headers that matter for them (OWASP REST guidance). The document-only ones would be bytes on
 * every feed card request for nothing.
 */
function apiHelmetOptions(config: Config) {
  return {
    ...helmetOptions(config),
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } satisfies HelmetOptions;
}

/**
 * The headers helmet would set, computed once. They depend only on the config, and building
 * helmet for every request (what the Fastify wrapper does) cost two thirds of a small route's time.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Security headers for every response. Body size and proxy trust are
 * Fastify constructor options (see app.ts) because they must apply before any plugin runs.
 */
export const securityPlugin = globalPlugin<{ config: Config }>('hackmate-security', async (app, { config }) => {
  const documentHeaders = securityHeaders(helmetOptions(config));
  const apiHeaders = securityHeaders(apiHelmetOptions(config));
  // onRequest, so every answer has them (errors and 404s too); a route may override one after.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
    done();
  });
});
