import { socialHref } from '@hackmate/shared/catalogues';
import { projectCreateSchema, projectUpdateSchema } from '@hackmate/shared/validation';

export const PROJECT_URL_MESSAGE = 'Enter a valid project URL, e.g. github.com/you/project';

// The spec leaves url format open; we accept what people type (https:// is added when shown)
// but never a `javascript:` or other non-web address that some client might render as a link.
const opensAsWebPage = (v: { url: string }) => socialHref(v.url) !== null;

/** POST /profile/add/project: the shared client rules (same messages) plus a web address. */
export const projectCreateBody = projectCreateSchema.refine(opensAsWebPage, { message: PROJECT_URL_MESSAGE, path: ['url'] });
export const projectUpdateBody = projectUpdateSchema.refine(opensAsWebPage, { message: PROJECT_URL_MESSAGE, path: ['url'] });

export type ProjectFields = { title: string; description: string; url: string };
