// The lengths the schemas allow, without zod: forms show and enforce them as people type, and a
// screen that only needs a limit does not bring the schemas' library with it.
export const USERNAME_MAX = 30;
export const FULL_NAME_MAX = 80;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const BIO_MAX = 500;
export const URL_MAX = 2048;
export const SOCIAL_ID_MAX = 200;
export const ITEM_TEXT_MAX = 2000;
export const ITEM_TITLE_MAX = 120;
