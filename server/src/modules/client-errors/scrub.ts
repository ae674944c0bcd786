// Error texts can carry what a person typed or was shown; the operator needs none of it.
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
// Query strings and fragments may hold tokens (a reset link) or search terms.
const URL_TAIL = /(https?:\/\/[^\s?#"'()]+)[?#][^\s"'()]*/g;

/** The error text without e-mail addresses or URL query strings. */
export function scrubPersonalData(text: string): string {
  return text.replace(URL_TAIL, '$1').replace(EMAIL, '[email]');
}
