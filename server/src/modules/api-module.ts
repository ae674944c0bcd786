import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';

/**
 * An API area: a Fastify plugin registered by buildApp under `/api` in its own encapsulated context
 * (its hooks stay local), with the app's config. Its own file, so an area can name its type without
 * importing the list that registers it.
 */
export type ApiModule = FastifyPluginAsync<{ config: Config }>;

/**
 * Work a process does in the background (timers, sweeps, watches), started with the app and stopped
 * by its onClose hook; it serves no route.
 */
export type BackgroundJob = FastifyPluginAsync<{ config: Config }>;
