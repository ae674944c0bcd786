import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';

export interface MessageInputProps {
  /** Returns false when the message could not be queued (the text is then kept). */
  onSend: (text: string) => boolean;
  disabled?: boolean;
  /** The user changed the text to something sendable (the screen throttles what it tells the partner). */
  onTyping?: () => void;
}

/** Enter sends, Shift+Enter adds a line; blank or whitespace-only text is never sent (SPEC §2, §5). */
export function MessageInput({ onSend, disabled = false, onTyping }: MessageInputProps) {
  const [text, setText] = useState('');
  const sendable = !disabled && isSendable(text);

  function send() {
    if (!sendable) return;
    if (onSend(text)) setText('');
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
    <form className="chat-input" onSubmit={onSubmit}>
      <textarea
        className="hm-input chat-input-text"
        name="message"
        placeholder="Type a message..."
        aria-label="Message"
        rows={1}
        maxLength={MESSAGE_MAX}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          // Clearing the box is not writing.
          if (isSendable(e.target.value)) onTyping?.();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="hm-btn hm-btn-primary chat-input-send" disabled={!sendable}>
        Send
      </button>
    </form>
  );
}
