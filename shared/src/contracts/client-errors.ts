import { z } from '../zod';
import { text } from '../validation/text';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX } from './constants';

/**
 * POST /client-errors. Only what says which part of the app broke and how: no user, no page
 * content. Accepted without sign-in, since a remote can fail before anyone has signed in.
 */
export const clientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, 'Kind must be remote-load, remote-version or render.'),
  remote: z.string().regex(/^[A-Za-z_][\w-]{0,39}$/, 'Remote must be a remote name.'),
  version: z.string().regex(/^[\w.+-]{1,64}$/, 'Version must be 1-64 letters, digits or . _ + -.'),
  message: text({ label: 'Message', max: CLIENT_ERROR_MESSAGE_MAX, multiline: true }),
  stack: text({ label: 'Stack', max: CLIENT_ERROR_STACK_MAX, multiline: true }).optional(),
});
export type ClientErrorReport = z.output<typeof clientErrorReport>;
