import fc from 'fast-check';

// The characters that break things: C0 controls (NUL first), DEL, lone UTF-16 surrogates, and
// Unicode that changes under case mapping or normalisation, or reads differently than it is.
const CONTROLS = [...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)), '\u007f'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'];
const TRICKY_UNICODE = [
  '\u0130', // İ: lower-cases to two code points
  'ß', // upper-cases to two letters
  'ﬁ',
  'e\u0301', // decomposed é: NFC changes it
  '\u212b', // Angstrom sign: NFC turns it into Å
  '👩‍💻', // one grapheme, five code units
  '🏳️‍🌈',
  '\u202e', // right-to-left override
  '\u200b',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\u{10ffff}',
  '\u0085',
  '\u00a0',
];
const INJECTION = ["'", '"', '\\', '%', '_', "' or 1=1 --", '$1', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '../../../etc/passwd', '%00', '%2e%2e%2f', 'javascript:alert(1)', 'null', 'undefined', '[]', '{}', 'true'];
/** Numbers as text, the way they reach query strings and paths. */
export const NUMBER_TEXTS = ['NaN', '-1', '0', '-0', '1.5', '1e309', '-1e309', 'Infinity', '-Infinity', '0x10', '1_000', ' 1', '1 ', '+1', '00001', '9007199254740993', '9'.repeat(400), '2147483648', '-2147483649', '1e-7', '١٢٣'];

// NUL most of all: PostgreSQL cannot store it in text, so it is the one most likely to get through.
export const controlChar = fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROLS));
const dangerous = fc.oneof(controlChar, fc.constantFrom(...LONE_SURROGATES), fc.constantFrom(...TRICKY_UNICODE));

/** Text a person could type: words, spaces, accents and emoji. */
export const plainText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: Math.min(maxLength, 40) }),
    fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 20) }),
  );

/** Strings at, just past and far past a length limit, of characters of different widths. */
function longString(max: number): fc.Arbitrary<string> {
  const lengths = [max, max + 1, max * 16 + 1, 40_000, 120_000].filter((n) => n > 0);
  return fc.tuple(fc.constantFrom(...lengths), fc.constantFrom('a', 'é', 'e\u0301', '👩‍💻', '\u0000', ' ')).map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));
}

/** The hostile strings every text field, query value and path segment should survive. */
export function hostileString(max = 200): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(plainText(20), dangerous, plainText(20)).map(([a, d, b]) => `${a}${d}${b}`) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
    { weight: 2, arbitrary: fc.constantFrom(...INJECTION) },
    { weight: 2, arbitrary: longString(max) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', '\n', '\r\n', '  padded  ') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

/** JSON numbers that are legal but odd, and values JSON turns into something else (NaN → null). */
export const oddNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31) - 1, 2 ** 31, 1e-300, Number.NaN, Number.POSITIVE_INFINITY),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Strings in places where an id is expected: almost ids, other ids, and no ids at all. */
export const malformedId = fc.oneof(
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => id.slice(0, -1)),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.uuid().map((id) => ` ${id}`),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'g0000000-0000-4000-8000-000000000000'),
  hostileString(100),
);
