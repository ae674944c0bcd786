import { describe, expect, it } from 'vitest';
import { splitLinks } from './links';

describe('splitLinks', () => {
  it('keeps text without addresses as one plain part', () => {
    expect(splitLinks('no links here, example.com stays text')).toEqual([{ kind: 'text', text: 'no links here, example.com stays text' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('finds http and https addresses between text, in order', () => {
    expect(splitLinks('repo: https://github.com/ada/engine and http://demo.dev/x?y=1#z ok')).toEqual([
      { kind: 'text', text: 'repo: ' },
      { kind: 'link', text: 'https://github.com/ada/engine', href: 'https://github.com/ada/engine' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://demo.dev/x?y=1#z', href: 'http://demo.dev/x?y=1#z' },
      { kind: 'text', text: ' ok' },
    ]);
  });

  it('leaves the punctuation that ends a sentence or a parenthesis outside the link', () => {
    expect(splitLinks('See https://a.io/x.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.io/x', href: 'https://a.io/x' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(docs: https://a.io/wiki/Foo_(bar))').map((p) => p.text)).toEqual(['(docs: ', 'https://a.io/wiki/Foo_(bar)', ')']);
  });

  it('never makes a link of javascript:, data: or other schemes, however they are written', () => {
    for (const text of ['javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', 'data:text/html,<script>x</script>', 'vbscript:msgbox', 'ftp://files.example.com']) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
    // The scheme inside an http address is only part of its path.
    expect(splitLinks('x https://a.io/javascript:alert(1)')[1]).toEqual({ kind: 'link', text: 'https://a.io/javascript:alert(1)', href: 'https://a.io/javascript:alert(1)' });
  });

  it('keeps malformed addresses as text', () => {
    expect(splitLinks('http://')).toEqual([{ kind: 'text', text: 'http://' }]);
    expect(splitLinks('https://nodots')).toEqual([{ kind: 'text', text: 'https://nodots' }]);
    expect(splitLinks('go to https://[::1 now')).toEqual([{ kind: 'text', text: 'go to https://[::1 now' }]);
  });
});
