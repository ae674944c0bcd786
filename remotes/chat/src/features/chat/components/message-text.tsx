import { splitLinks } from '../lib/links';

/**
 * A message's text with its http(s) addresses as links that open in a new tab. Built from React
 * elements only (never `dangerouslySetInnerHTML`): the text cannot become markup, and no scheme
 * other than http(s) can become a link.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="chat-bubble-text">
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
