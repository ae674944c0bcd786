import { socialHref } from '@hackmate/shared/catalogues';

/** A piece of a message's text: plain text, or an http(s) address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only addresses written with their scheme become links: `javascript:`, `data:` and the like can
// never match, and bare words like "example.com" stay text (they are often not meant as links).
const CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** Drops what usually ends a sentence rather than the address: "see https://a.io/x." or "(https://a.io)". */
function trimEnd(candidate: string): string {
  let url = candidate.replace(TRAILING_PUNCTUATION, '');
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return url;
}

/** Splits `text` into plain parts and http(s) links, in order; joined, the parts' text is `text`. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const url = trimEnd(match[0]);
    // The profile's links pass the same check: a well-formed http(s) URL with a dotted host.
    const href = socialHref(url);
    if (!href) continue;
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) });
    parts.push({ kind: 'link', text: url, href });
    plainFrom = start + url.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
