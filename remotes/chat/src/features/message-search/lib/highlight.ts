/** The query's own limits (the server's `messageSearchQuery`): shorter asks nothing. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;

/** A piece of shown text; `hit` when it is one of the searched words. */
export interface TextPart {
  text: string;
  hit: boolean;
}

const WORD_CHARS = '\\p{L}\\p{N}';
// websearch syntax, as the server reads it: "a phrase" (maybe unclosed), -excluded, or a bare word.
const CHUNK = /(-?)"([^"]*)"?|(\S+)/g;

/** The query the server would be asked, or '' while it is too short to ask. */
export function searchTerm(input: string): string {
  const q = input.trim();
  return q.length >= SEARCH_MIN_CHARS ? q : '';
}

/**
 * The words a result matched, lower-cased. A plain query is matched as typed, each word a part of
 * a word (`rust-ml`, `github`): the words are the ones typed. With search syntax ("a phrase",
 * -excluded, OR) they are every word of the query but excluded ones and the OR operator, split
 * where the full-text parser splits them (at anything but letters and digits).
 */
export function queryWords(query: string): string[] {
  const q = query.normalize('NFC');
  const typed = q.split(/\s+/).filter(Boolean);
  if (!q.includes('"') && !typed.some((w) => w.startsWith('-'))) return [...new Set(typed.map((w) => w.toLowerCase()))];
  const words = new Set<string>();
  for (const [, negated, phrase, bare] of q.matchAll(CHUNK)) {
    const chunk = phrase ?? bare ?? '';
    if (negated || chunk.startsWith('-') || (bare !== undefined && bare.toLowerCase() === 'or')) continue;
    for (const word of chunk.toLowerCase().split(new RegExp(`[^${WORD_CHARS}]+`, 'u'))) if (word) words.add(word);
  }
  return [...words];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Occurrences of `words`, any letter case, also inside longer words (as the search finds them). */
function wordPattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  // Longest first, so that "hackathon" wins over "hack" where both are asked.
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  return new RegExp(alternatives, 'giu');
}

/** `text` cut into plain and matched parts, in order (shown as text nodes and <mark>s, never as HTML). */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const pattern = wordPattern(words);
  if (!pattern) return text ? [{ text, hit: false }] : [];
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), hit: false });
    parts.push({ text: match[0], hit: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/**
 * An excerpt of a message around its first matched word: the whole text when short, else about
 * `length` characters starting a few words before the match (so that it shows within the two
 * lines a result has on a phone), cut at spaces, with "…" where text was left out.
 */
export function snippet(message: string, words: readonly string[], length = 100): string {
  const text = message.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const first = wordPattern(words)?.exec(text)?.index ?? 0;
  let start = Math.max(0, first - Math.floor(length / 5));
  // Whole words at both ends, unless that would cut the match itself.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
