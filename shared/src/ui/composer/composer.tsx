import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, isSendable } from '@hackmate/shared/validation';

export interface ComposerProps {
  /** Returns false when the message could not be queued (the text is then kept). */
  onSend: (text: string) => boolean;
  /** The user changed the text to something sendable (the screen throttles what it tells others). */
  onTyping?: () => void;
  disabled?: boolean;
  /** The text box's accessible name and placeholder. */
  label: string;
  placeholder: string;
  rows?: number;
  /** The text box's form field name. */
  name?: string;
  /** A line under the box that describes it (e.g. which keys send). */
  hint?: string;
  /** Each chat's own look: the form, the text box, the button and the hint. */
  classNames: { form: string; input: string; send: string; hint?: string };
  /** What the box holds when it appears (a match's suggested opener), to send as it is or edit. */
  initialText?: string;
}

/**
 * Where a chat's messages are written, 1:1 and team alike: Enter sends, Shift+Enter adds a line,
 * and blank or whitespace-only text is never sent (SPEC §2, §5); the length is capped at the
 * server's limit.
 */
export function Composer({ onSend, onTyping, disabled = false, label, placeholder, rows = 1, name, hint, classNames, initialText = '' }: ComposerProps) {
  const [text, setText] = useState(() => initialText.slice(0, MESSAGE_MAX));
  const hintId = useId();
  const sendable = !disabled && isSendable(text);

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
    <form className={classNames.form} onSubmit={onSubmit}>
      <textarea
        className={classNames.input}
        name={name}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        rows={rows}
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
      <button type="submit" className={classNames.send} disabled={!sendable}>
        Send
      </button>
      {hint ? (
        <p id={hintId} className={classNames.hint}>
          {hint}
        </p>
      ) : null}
    </form>
  );
}
