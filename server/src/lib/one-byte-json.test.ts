import { oneByteJson } from './one-byte-json';

describe('oneByteJson', () => {
  it('reads back as the same value, with nothing past U+00FF left in the text', () => {
    const value = { name: 'Zoë Ångström 张伟', bio: 'Designer — ships 🚀 fast', tags: ['naïve', 'Ωmega', '\u2028'], n: 3, empty: null };
    const text = oneByteJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    // Latin-1 stays as it is: no longer on the wire than it has to be.
    expect(text).toContain('Zoë Ångström');
  });

  it('is plain JSON.stringify for one-byte text', () => {
    const value = { a: 'plain "quoted" text\n', b: [1, 2, 3] };
    expect(oneByteJson(value)).toBe(JSON.stringify(value));
  });
});
