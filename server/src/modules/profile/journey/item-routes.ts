import { errorBody, itemIdParams, messageBody } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseId } from '../../../lib/ids';
import type { ItemStore } from './item-store';

export interface ItemRoutesSpec<Item, Fields extends object> {
  store: ItemStore<Item, Fields>;
  noun: string;
  notFoundMessage: string;
  paths: { add: string; edit: string; remove: string };
  createBody: z.ZodType<Fields>;
  updateBody: z.ZodType<Fields>;
  /** `{ message, <noun>: item }`. */
  answer: z.ZodType;
  messages: { added: string; updated: string; removed: string };
  /** Runs before validation, e.g. to accept another shape of the same body. */
  preValidation?: (body: unknown) => unknown;
}

const tags = ['profile'];

/** Add, edit and remove routes for one kind of journey item (SPEC §7); the session, never the body, says whose. */
export function itemRoutes<Item, Fields extends object>(spec: ItemRoutesSpec<Item, Fields>): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { store, noun } = spec;
    if (spec.preValidation) {
      const reshape = spec.preValidation;
      app.addHook('preValidation', async (request) => {
        request.body = reshape(request.body);
      });
    }
    const id = (params: { id: string }) => parseId(params.id, spec.notFoundMessage);

    app.post(
      spec.paths.add,
      { schema: { tags, summary: `Add a ${noun} to your journey`, body: spec.createBody, response: { 201: spec.answer, 409: errorBody } } },
      async (request, reply) => {
        const item = await store.add(app.db, request.user.id, request.body as Fields);
        // A first item completes a profile, a hackathon counts as experience: the ranking reads both.
        app.bus.publish('user-changed', { userId: request.user.id });
        return reply.code(201).send({ message: spec.messages.added, [noun]: item });
      },
    );

    app.patch(
      spec.paths.edit,
      { schema: { tags, summary: `Change one of your ${noun}s`, params: itemIdParams, body: spec.updateBody, response: { 200: spec.answer, 404: errorBody } } },
      async (request) => ({ message: spec.messages.updated, [noun]: await store.edit(app.db, request.user.id, id(request.params), request.body as Fields) }),
    );

    app.delete(
      spec.paths.remove,
      { schema: { tags, summary: `Remove one of your ${noun}s`, params: itemIdParams, response: { 200: messageBody, 404: errorBody } } },
      async (request) => {
        await store.remove(app.db, request.user.id, id(request.params));
        app.bus.publish('user-changed', { userId: request.user.id });
        return { message: spec.messages.removed };
      },
    );
  };
}
