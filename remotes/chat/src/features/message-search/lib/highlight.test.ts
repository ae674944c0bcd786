import { describe, expect, it } from 'vitest';
import { highlightParts, queryWords, searchTerm, snippet } from './highlight';

describe('searchTerm', () => {
  it('asks nothing below two characters, and trims', () => {
    expect(searchTerm(' a ')).toBe('');
    expect(searchTerm('  ab ')).toBe('ab');
  });
});

describe('queryWords', () => {
  it('takes a plain query as typed, word by word, lower-cased: each may be part of a word or a link', () => {
    expect(queryWords('SMART contracts')).toEqual(['smart', 'contracts']);
    expect(queryWords('rust-ml github.com')).toEqual(['rust-ml', 'github.com']);
  });

  it('with search syntax, takes every word without exclusions, OR and punctuation', () => {
    expect(queryWords('"pitch deck" -secret coffee or tea')).toEqual(['pitch', 'deck', 'coffee', 'tea']);
    expect(queryWords('"unclosed & | ! (')).toEqual(['unclosed']);
    expect(queryWords('-"not this" ok')).toEqual(['ok']);
    expect(queryWords('"real-time"')).toEqual(['real', 'time']);
  });
});

describe('highlightParts', () => {
  it('marks the words in any letter case, also inside longer words and links (as the search finds them)', () => {
    expect(highlightParts('Hackathon? The hackathonists love a HACKATHON', ['hackathon'])).toEqual([
      { text: 'Hackathon', hit: true },
      { text: '? The ', hit: false },
      { text: 'hackathon', hit: true },
      { text: 'ists love a ', hit: false },
      { text: 'HACKATHON', hit: true },
    ]);
    expect(highlightParts('see github.com/ben/rust-ml-demo', ['rust-ml']).filter((p) => p.hit)).toEqual([{ text: 'rust-ml', hit: true }]);
  });

  it('keeps markup as text and leaves text without matches whole', () => {
    expect(highlightParts('<b>deck</b>', ['deck'])).toEqual([
      { text: '<b>', hit: false },
      { text: 'deck', hit: true },
      { text: '</b>', hit: false },
    ]);
    expect(highlightParts('nothing here', ['deck'])).toEqual([{ text: 'nothing here', hit: false }]);
    expect(highlightParts('no words', [])).toEqual([{ text: 'no words', hit: false }]);
  });

  it('matches letters beyond ASCII', () => {
    expect(highlightParts('Prêt à coder ÉTÉ', ['été']).filter((p) => p.hit)).toEqual([{ text: 'ÉTÉ', hit: true }]);
  });
});

describe('snippet', () => {
  it('shows a short message whole, on one line', () => {
    expect(snippet('See you\n at  the hackathon', ['hackathon'])).toBe('See you at the hackathon');
  });

  it('cuts a long message around its first match, at spaces, saying where text was left out', () => {
    const long = `${'lorem ipsum '.repeat(20)}the pitch deck is ready ${'dolor sit '.repeat(20)}`;
    const cut = snippet(long, ['deck'], 60);
    expect(cut).toMatch(/^…\S.*deck.*\S…$/);
    expect(cut.length).toBeLessThanOrEqual(62);
    expect(snippet(long, ['missing'], 60)).toMatch(/^lorem ipsum.*…$/);
    // A match near the end starts the excerpt too, so that it shows within the lines a result has.
    expect(snippet(`${'lorem ipsum '.repeat(20)}the final deck`, ['deck'], 60)).toBe('…the final deck');
  });
});
