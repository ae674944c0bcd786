import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';

/** Enter sends, Shift+Enter adds a line; blank text is never sent. `onSend` false keeps the text. */
export function TeamChatComposer({ onSend }: { onSend: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const hintId = useId();
  const sendable = isSendable(text);

  function send() {
    if (sendable && onSend(text)) setText('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // While an IME composes, Enter confirms the composition, not the message.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    send();
  }

  return (
    <form className="hm-team-chat__composer" onSubmit={onSubmit}>
      <textarea
        className="hm-input hm-team-chat__input"
        aria-label="Message your team"
        aria-describedby={hintId}
        placeholder="Write to your team…"
        rows={2}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="hm-btn hm-btn-primary" disabled={!sendable}>
        Send
      </button>
      <p id={hintId} className="hm-muted hm-team-chat__hint">
        Enter sends, Shift+Enter starts a new line.
      </p>
    </form>
  );
}
