import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('makes http(s) addresses links that open safely in a new tab', () => {
    render(<MessageText text="Repo: https://github.com/ada/engine, demo http://demo.dev" />);
    const repo = screen.getByRole('link', { name: 'https://github.com/ada/engine' });
    expect(repo).toHaveAttribute('href', 'https://github.com/ada/engine');
    expect(repo).toHaveAttribute('target', '_blank');
    expect(repo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'http://demo.dev' })).toHaveAttribute('href', 'http://demo.dev/');
    expect(screen.getByText(/Repo:/).textContent).toBe('Repo: https://github.com/ada/engine, demo http://demo.dev');
  });

  it('never links javascript: and shows markup as text', () => {
    const { container } = render(<MessageText text={'javascript:alert(1) <img src=x onerror=alert(1)> <a href="javascript:x">hi</a>'} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1) <img src=x onerror=alert(1)> <a href="javascript:x">hi</a>');
  });
});
