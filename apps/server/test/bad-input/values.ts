import fc from 'fast-check';

/** Strings that have broken naive handling: lone surrogates, bidi overrides, zero-width and NUL. */
export const EDGE_STRINGS = [
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  '\u202eexe.jpg',
  '\u200f\u0645\u0631\u062d\u0628\u0627',
  'ab\u200bcd',
  '\u200d\u2060\ufeff',
  '\u0000',
  'line\r\nbreak',
  '\u{1f600}\u{1d54f}',
  'e\u0301\u0301\u0301',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  "'; drop table incidents; --",
  '<script>alert(1)</script>',
] as const;

export const HUGE_LENGTH = 100 * 1024;

export const edgeString = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** A 100 KB string with no whitespace at either end, so trimming cannot shorten it. */
export const hugeString = fc
  .constantFrom('x', '\u00e9', '\u{1f600}', 'a\u200b')
  .map((unit) => unit.repeat(Math.ceil(HUGE_LENGTH / unit.length)));

/** Objects or arrays nested hundreds of levels deep. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 100, max: 2000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any JSON a client could send, edge cases included; used where the value's validity does not matter. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: edgeString },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deeplyNested },
);

export const nonStringJson = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(anyJson, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }),
  deeplyNested,
);

export const nonNumberJson = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('1', '0', '1e3', 'NaN', 'Infinity', ''),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }),
  deeplyNested,
);

export const nonBooleanJson = fc.oneof(
  fc.constantFrom('true', 'false', '', 'yes', 0, 1),
  fc.array(fc.boolean(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }),
  deeplyNested,
);

export const nonObjectJson = fc.oneof(
  fc.array(anyJson, { maxLength: 3 }),
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.boolean(),
  deeplyNested.filter((v) => Array.isArray(v)),
);

/** The text of a body that no JSON parser accepts, whatever its bytes decode to. */
export const notJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'undefined',
    'NaN',
    '{"a":01}',
    '\u0000',
    '<xml/>',
    'a=1&b=2',
    '{"a":"\u0000}',
  ),
  fc.string({ maxLength: 60 }).filter((s) => !parsesAsJson(s)),
);

/** Bytes that are not UTF-8, inside something that cannot become valid JSON after decoding. */
export const invalidUtf8Body = fc
  .uint8Array({ minLength: 1, maxLength: 32 })
  .map((bytes) =>
    Buffer.concat([Buffer.from('{"'), Buffer.from([0xff, 0xfe, 0xc3]), bytes, Buffer.from(':')]),
  );

/** Raw JSON texts that try to reach Object.prototype through the parser. */
export const pollutionBody = fc
  .tuple(fc.constantFrom('__proto__', 'constructor'), fc.string({ maxLength: 8 }))
  .map(([key, extra]) =>
    key === '__proto__'
      ? `{"title":${JSON.stringify(extra)},"__proto__":{"polluted":"yes","isAdmin":true}}`
      : `{"title":${JSON.stringify(extra)},"constructor":{"prototype":{"polluted":"yes"}}}`,
  );

export function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Percent-encodes every character, writing lone surrogates as their (invalid) 3-byte forms. */
export function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9_~-]$/.test(char)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += [...Buffer.from(char, 'utf8')]
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
    }
  }
  return out;
}
