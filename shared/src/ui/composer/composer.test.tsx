import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerProps } from './composer';

const CLASSES = { form: 'chat-input', input: 'hm-input chat-input-text', send: 'hm-btn chat-input-send', hint: 'hm-muted' };

function setup(props: Partial<ComposerProps> = {}) {
  const onSend = vi.fn(() => true);
  render(<Composer onSend={onSend} label="Message" placeholder="Type a message..." classNames={CLASSES} {...props} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }), button: screen.getByRole('button', { name: 'Send' }) };
}

describe('Composer', () => {
  it('sends on Enter and clears the box', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'hello there{Enter}');
    expect(onSend).toHaveBeenCalledWith('hello there');
    expect(box).toHaveValue('');
  });

  it('starts with a suggested text (a match\'s opener), sent as it is on Enter', async () => {
    const { onSend, box } = setup({ initialText: 'Hi Ana! Want to team up?' });
    expect(box).toHaveValue('Hi Ana! Want to team up?');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi Ana! Want to team up?');
    expect(box).toHaveValue('');
  });

  it('adds a new line on Shift+Enter without sending', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('line one\nline two');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('line one\nline two');
  });

  it('keeps send disabled while the text is blank or only whitespace, and Enter does nothing', async () => {
    const { onSend, box, button } = setup();
    expect(button).toBeDisabled();
    await userEvent.type(box, '   {Shift>}{Enter}{/Shift}  ');
    expect(button).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, 'x');
    expect(button).toBeEnabled();
  });

  it('sends with the button too', async () => {
    const { onSend, box, button } = setup();
    await userEvent.type(box, 'by click');
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledWith('by click');
  });

  it('keeps the text when it could not be queued', async () => {
    const { box } = setup({ onSend: vi.fn(() => false) });
    await userEvent.type(box, 'keep me{Enter}');
    expect(box).toHaveValue('keep me');
  });

  it('caps the length at the server limit', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('maxLength', '2000');
  });

  it('reports typing for each change to sendable text, not for blanks (the screen throttles it)', async () => {
    const onTyping = vi.fn();
    const { box } = setup({ onTyping });
    await userEvent.type(box, '  ');
    expect(onTyping).not.toHaveBeenCalled();
    await userEvent.type(box, 'hi');
    expect(onTyping).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while disabled (e.g. the chat is read-only)', async () => {
    const { onSend, box, button } = setup({ disabled: true });
    expect(box).toBeDisabled();
    expect(button).toBeDisabled();
    await userEvent.type(box, 'x{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('describes the box with its hint, when it has one, and wears the chat\'s own classes', () => {
    const { box, button } = setup({ hint: 'Enter sends, Shift+Enter starts a new line.', rows: 2 });
    expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter starts a new line.');
    expect(box).toHaveAttribute('rows', '2');
    expect(box).toHaveClass('chat-input-text');
    expect(button).toHaveClass('chat-input-send');
    expect(box.closest('form')).toHaveClass('chat-input');
  });
});
