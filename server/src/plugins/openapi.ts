import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorBody } from '@hackmate/shared/contracts';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { globalPlugin } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as registered ("GET /api/feed"): what the OpenAPI document must cover. */
    apiRoutes: readonly string[];
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

// The reference page is a document (script, styles), unlike every other /api answer.
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'none'";

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PATH) && url !== OPENAPI_PATH;

/**
 * Errors every route can answer, documented where they apply: 400 where there is input to
 * validate or a body to parse, 413 and 415 where a body may come (too large, a type no parser
 * reads), 414 everywhere (the URL limit), 429 where a rate limit is set, 500 everywhere. Routes
 * list the others they answer.
 */
function withCommonErrors(schema: FastifySchema, config: FastifyContextConfig | undefined, method: string): FastifySchema {
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const takesBody = method !== 'GET' && method !== 'HEAD';
  if (schema.body || schema.querystring || schema.params || takesBody) response[400] ??= errorBody;
  if (takesBody) {
    response[413] ??= errorBody;
    response[415] ??= errorBody;
  }
  response[414] ??= errorBody;
  if (config?.rateLimit) response[429] ??= errorBody;
  response[500] ??= errorBody;
  return { ...schema, response };
}

/**
 * The API contract in use: request parts are validated with the zod schemas of
 * `@hackmate/shared/contracts` and answers are serialized through theirs (a field that is not in
 * the schema never leaves), and the same schemas make the OpenAPI 3.1 document
 * (`GET /api/openapi.json`) and its interactive reference (`GET /api/docs`), served from here.
 */
export const openApiPlugin = globalPlugin('hackmate-openapi', async (app) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before any route is added, so every API route gets its common errors documented (and serialized).
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
    if (route.schema) route.schema = withCommonErrors(route.schema, route.config as FastifyContextConfig | undefined, [route.method].flat()[0] ?? 'GET');
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hackmate API',
        version: '1.0.0',
        description:
          'Find hackathon teammates. Every call sends credentials: the session is an httpOnly cookie set by sign-up and sign-in. ' +
          'Errors are `{ error, message, details? }`. Real-time chat runs over Socket.IO at `/api/socket.io` (see server/src/realtime).',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token' } } },
    },
    transform: (input) => (isApiRoute(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', DOCS_CSP);
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: { url: OPENAPI_PATH, deepLinking: true, withCredentials: true },
    });
  });
});
