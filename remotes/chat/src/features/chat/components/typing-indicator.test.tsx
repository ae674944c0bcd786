import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TypingIndicator } from './typing-indicator';

describe('TypingIndicator', () => {
  it("says the partner's first name while they type", () => {
    render(<TypingIndicator name="Ada Lovelace" typing />);
    expect(screen.getByRole('status')).toHaveTextContent('Ada is typing…');
  });

  it('keeps an empty live region otherwise, so the text is announced when it comes', () => {
    render(<TypingIndicator name="Ada Lovelace" typing={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
