import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated, so its decorators, hooks and handlers apply to the whole
 * app (what the `fastify-plugin` package does, via the same documented symbol; one line is not
 * worth a dependency).
 */
export function globalPlugin<Options extends object>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
