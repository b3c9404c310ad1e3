/** The malformed values the variants draw from. */
export const megabyte = 'x'.repeat(1_048_576);
export const depth = 5_000;
export const deepArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Raw JSON number literals, written into the text as they are (JSON.stringify could not say most). */
export const hugeNumbers = [
  '1e308',
  '-1e308',
  '1e309',
  '9223372036854775808',
  '9007199254740993',
  '2147483648',
  '9007199254740991',
  '99999999999999999999',
  '-0',
  '-1',
  '0',
  '0.5',
  '1E+2',
  '"NaN"',
  '"Infinity"',
  '"-0"',
  '"1e308"',
  '"0x10"',
  '" 1"',
];

export const oddPathValues = [
  '..%2f..%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//etc',
  '%00',
  '1%00',
  '%',
  '%E0%A4%A',
  '%ff%fe',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1f',
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '9007199254740991',
  'NaN',
  'null',
  'undefined',
  'true',
  '%20',
  '%0d%0aSet-Cookie:%20x=1',
  encodeURIComponent('ü😀'),
  encodeURIComponent('١٢٣'),
  encodeURIComponent('＜script＞'),
  encodeURIComponent("1' or '1'='1"),
  encodeURIComponent('1;select pg_sleep(1)'),
  'a'.repeat(300),
];

export const oddQueryValues = [
  ...oddPathValues,
  '',
  '[]',
  '{}',
  '1&x=2',
  '-0',
  '1e308',
  encodeURIComponent('2026-02-30'),
  '0000-01-01',
  '9999-12-31',
  '99999-01-01',
  encodeURIComponent('9999-99-99'),
  encodeURIComponent('00:00:60'),
  'x'.repeat(10_000),
];

export const wrongTypes: unknown[] = [
  'a string',
  '',
  12,
  -1,
  1.5,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { nested: { deeper: 1 } },
  ['text'],
];

export const extraFields: Record<string, unknown>[] = [
  { unexpected: 'field' },
  { is_staff: true, role: 'staff' },
  { constructor: { prototype: { polluted: true } } },
  { user_id: 1, client_id: 2, id: 3 },
];

export const invalidJson = [
  '{"a": ',
  '{',
  '}',
  '[1,]',
  "{'single': 'quotes'}",
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  '{"a":1,}',
  'undefined',
  'NaN',
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
  '\u0000',
];
