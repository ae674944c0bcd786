import { z } from '../zod';

/**
 * A row id in a URL. Anything that is not a UUID cannot name a row, so the server answers it
 * like an unknown id (404) rather than as a malformed request: the schema documents the format
 * and the route decides.
 */
export const idParam = (description: string) => z.string().max(100).meta({ format: 'uuid', description });

export const uuid = z.uuid('That is not a valid id.');

/** Every error the API answers: a stable code, a sentence for people, per-field details on 400. */
export const errorBody = z
  .object({
    error: z.string().meta({ description: 'Stable machine-readable code, e.g. VALIDATION, NOT_FOUND' }),
    message: z.string().meta({ description: 'A sentence the client may show as it is' }),
    details: z.record(z.string(), z.string()).optional().meta({ description: 'Field path → first problem (400 only)' }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * What a route answers, read from its response schema. Clients write
 * `api().get<Answer<typeof teamAnswer>>(…)` with `import type`, which costs no zod at run time.
 */
export type Answer<Schema extends z.ZodType> = z.output<Schema>;

/** A numbered page of a list: the `{ data }` envelope with its paging beside it. */
export const numberedPage = <Item extends z.ZodType>(item: Item, id: string) =>
  z.object({ data: z.array(item), page: z.number().int(), hasMore: z.boolean() }).meta({ id });

/** An answer whose only content is a sentence for people (toasts). */
export const messageBody = z.object({ message: z.string() }).meta({ id: 'Message' });
