import { z } from '../zod';
import { socialHref } from '../catalogues/socials';
import { hackathonSchema, profileEditSchema, projectCreateSchema, projectUpdateSchema } from '../validation/profile';
import { idParam } from './common';
import { hackathon, ownUser, project } from './users';

export const userIdParams = z.object({ userId: idParam('A user id') });
export const itemIdParams = z.object({ id: idParam('The item id') });

export const profileEditBody = profileEditSchema;
export const profileEditAnswer = z.object({ message: z.string(), user: ownUser });

export const PROJECT_URL_MESSAGE = 'Enter a valid project URL, e.g. github.com/you/project';

// The spec leaves url format open; we accept what people type (https:// is added when shown)
// but never a `javascript:` or other non-web address that some client might render as a link.
const opensAsWebPage = (v: { url: string }) => socialHref(v.url) !== null;

export const projectCreateBody = projectCreateSchema.refine(opensAsWebPage, { message: PROJECT_URL_MESSAGE, path: ['url'] });
export const projectUpdateBody = projectUpdateSchema.refine(opensAsWebPage, { message: PROJECT_URL_MESSAGE, path: ['url'] });
export type ProjectFields = z.output<typeof projectCreateBody>;
export const projectAnswer = z.object({ message: z.string(), project });

/**
 * SPEC §7 sends "an object holding the hackathon": `{ hackathon: { name, … } }`. The flat form
 * `{ name, … }` is accepted too; the server unwraps the first before validating.
 */
export const hackathonBody = hackathonSchema.meta({ description: 'Also accepted wrapped as { "hackathon": { … } } (SPEC §7).' });
export type HackathonFields = z.output<typeof hackathonBody>;
export const hackathonAnswer = z.object({ message: z.string(), hackathon });

/**
 * PATCH /profile/upload is multipart/form-data with one file, `profilePic`. The multipart parser
 * reads it, not the schema validator (so the body is optional to it); this describes the form.
 */
export const UPLOAD_FIELD = 'profilePic';
export const uploadForm = z.preprocess(
  // Fastify hands the validator `null` for a request without a body; the route answers that one.
  (body) => body ?? undefined,
  z.object({ [UPLOAD_FIELD]: z.string({ error: 'Please select an image' }).meta({ format: 'binary', description: 'A PNG, JPEG, WebP or GIF image of at most 5 MB' }) }).optional(),
);
export const uploadAnswer = z.object({ message: z.string(), profileUrl: z.string() });
