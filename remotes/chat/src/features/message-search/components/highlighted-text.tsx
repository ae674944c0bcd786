import { highlightParts } from '../lib/highlight';

/** `text` with the searched words marked; built from text nodes, so a message can never inject markup. */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return highlightParts(text, words).map((part, i) =>
    part.hit ? (
      <mark key={i} className="chat-search-hit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
