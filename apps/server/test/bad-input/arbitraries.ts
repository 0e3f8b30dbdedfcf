import fc from 'fast-check';
import type { FieldSpec, JsonSchema, RouteSpec } from './catalogue.js';
import {
  anyJson,
  edgeString,
  HUGE_LENGTH,
  hugeString,
  invalidUtf8Body,
  nonBooleanJson,
  nonNumberJson,
  nonObjectJson,
  nonStringJson,
  notJsonText,
  pollutionBody,
} from './values.js';

export type QueryValue = string | string[];

export type BadBody = { json: unknown } | { raw: string | Buffer; contentType: string };

/** One malformed request; `flaw` names the part that is certainly wrong (for the summary). */
export interface BadRequest {
  flaw: string;
  params: Record<string, string>;
  query: Record<string, QueryValue>;
  body?: BadBody;
}

/** Real ids from the seeded tenant, so a request that slipped past validation would touch real rows. */
export interface IdPool {
  ids: readonly string[];
}

const fails = (pattern: string) => {
  const re = new RegExp(pattern);
  // Contracts trim some strings before matching, so the trimmed form must fail too.
  return (s: string) => !re.test(s) && !re.test(s.trim());
};

const notIn = (values: readonly unknown[]) => (s: string) =>
  !values.includes(s) && !values.includes(s.trim());

const longerThan = (max: number) =>
  max < HUGE_LENGTH
    ? fc.oneof(fc.constant('x'.repeat(max + 1)), hugeString)
    : fc.constant('x'.repeat(max + 1));

const invalidUrls = fc.constantFrom('not a url', 'http//x', '', '://', '\u202e');

/** Values of a JSON body field that its schema certainly refuses; null when it accepts anything. */
export function jsonViolation(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  if (schema.type === undefined) return null;
  const options: fc.Arbitrary<unknown>[] = schema.nullable ? [] : [fc.constant(null)];
  switch (schema.type) {
    case 'string':
      options.push(nonStringJson);
      if (schema.enum) options.push(fc.oneof(edgeString, fc.constant('')).filter(notIn(schema.enum)));
      if (schema.enum) options.push(fc.constantFrom(...schema.enum.map((v) => `${String(v)}\u200b`)));
      if (schema.pattern) options.push(fc.oneof(edgeString, hugeString).filter(fails(schema.pattern)));
      if (schema.maxLength !== undefined) options.push(longerThan(schema.maxLength));
      if ((schema.minLength ?? 0) > 0) options.push(fc.constant(''));
      if (schema.format === 'uri' && !schema.pattern) options.push(invalidUrls);
      break;
    case 'integer':
    case 'number':
      options.push(nonNumberJson, ...outOfRange(schema));
      if (schema.type === 'integer') options.push(fc.constantFrom(1.5, -0.25, 1e-9));
      break;
    case 'boolean':
      options.push(nonBooleanJson);
      break;
    case 'object':
      options.push(nonObjectJson);
      if (schema.required?.length) options.push(objectMissingRequired(schema));
      {
        const inner = objectWithBadField(schema);
        if (inner) options.push(inner);
      }
      break;
    case 'array': {
      options.push(
        fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 2 }),
        fc.string(),
        fc.integer(),
      );
      if (schema.maxItems !== undefined) options.push(fc.constant(new Array(schema.maxItems + 1).fill(null)));
      const bad = schema.items ? jsonViolation(schema.items) : null;
      if (bad)
        options.push(fc.tuple(bad, fc.array(anyJson, { maxLength: 2 })).map(([b, rest]) => [...rest, b]));
      break;
    }
  }
  return options.length ? fc.oneof(...options) : null;
}

function outOfRange(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
    out.push(fc.constantFrom(schema.maximum + 1, schema.maximum * 10 + 1, 1e300));
  }
  if (schema.minimum !== undefined) out.push(fc.constantFrom(schema.minimum - 1, -1e300));
  return out;
}

/** Each property either left out or given any JSON at all, plus junk keys. */
function noisyObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.keys(schema.properties ?? {});
  const record = fc.record(Object.fromEntries(props.map((p) => [p, anyJson])), { requiredKeys: [] });
  const extras = fc.dictionary(
    fc.oneof(edgeString, fc.constantFrom('constructor', 'toString', 'hasOwnProperty')),
    anyJson,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(record, extras).map(([base, extra]) => ({ ...extra, ...base }));
}

function objectMissingRequired(schema: JsonSchema): fc.Arbitrary<unknown> {
  const required = schema.required ?? [];
  return fc
    .tuple(noisyObject(schema), fc.constantFrom(...required))
    .map(([obj, missing]) => Object.fromEntries(Object.entries(obj).filter(([k]) => k !== missing)));
}

function objectWithBadField(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const choices = Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => {
    const bad = jsonViolation(prop);
    return bad ? [bad.map((value) => [name, value] as const)] : [];
  });
  if (!choices.length) return null;
  return fc
    .tuple(noisyObject(schema), fc.oneof(...choices))
    .map(([obj, [name, value]]) => ({ ...obj, [name]: value }));
}

/** Query or path values (always text) that the schema certainly refuses. */
export function textViolation(schema: JsonSchema, allowArray: boolean): fc.Arbitrary<QueryValue> | null {
  if (schema.type === undefined) return null;
  const options: fc.Arbitrary<QueryValue>[] = [];
  // A repeated query key arrives as an array, which no scalar schema accepts.
  if (allowArray) options.push(fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }));
  if (schema.enum) options.push(fc.oneof(edgeString, fc.constant('')).filter(notIn(schema.enum)));
  if (schema.pattern)
    options.push(
      fc
        .oneof(
          edgeString,
          fc.uuid({ version: 4 }).map((u) => `${u}x`),
        )
        .filter(fails(schema.pattern)),
    );
  if (schema.maxLength !== undefined) options.push(longerThan(schema.maxLength));
  if ((schema.minLength ?? 0) > 0 && allowArray) options.push(fc.constant(''));
  if (schema.format === 'uri' && !schema.pattern) options.push(invalidUrls);
  if (schema.type === 'integer' || schema.type === 'number') {
    options.push(fc.constantFrom('abc', 'NaN', 'Infinity', '1e999', '0x'));
    if (schema.type === 'integer') options.push(fc.constantFrom('1.5', '2.000001'));
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) {
      options.push(fc.constant(String(schema.maximum + 1)));
    }
    if (schema.minimum !== undefined) options.push(fc.constant(String(schema.minimum - 1)));
  }
  return options.length ? fc.oneof(...options) : null;
}

function plausibleParam(field: FieldSpec, pool: IdPool): fc.Arbitrary<string> {
  const s = field.schema;
  if (s.enum) return fc.constantFrom(...s.enum.map(String));
  if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...pool.ids), fc.uuid({ version: 7 }));
  return fc.string({ unit: fc.constantFrom(...'abcdef0123456789'), minLength: 8, maxLength: 16 });
}

function plausibleQuery(field: FieldSpec): fc.Arbitrary<string | undefined> {
  const s = field.schema;
  if (s.enum) return fc.option(fc.constantFrom(...s.enum.map(String)), { nil: undefined });
  if (s.type === 'integer')
    return fc.option(fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 50, 50) }).map(String), {
      nil: undefined,
    });
  return field.required ? fc.constant('x') : fc.constant(undefined);
}

const withBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Requests to one route, each carrying at least one flaw that validation must catch. */
export function badRequests(route: RouteSpec, pool: IdPool): fc.Arbitrary<BadRequest> | null {
  const params = fc.record(Object.fromEntries(route.params.map((f) => [f.name, plausibleParam(f, pool)])));
  const query = fc
    .record(Object.fromEntries(route.query.map((f) => [f.name, plausibleQuery(f)])))
    .map((q) =>
      Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)),
    );
  const body: fc.Arbitrary<BadBody | undefined> =
    route.body?.type === 'object'
      ? noisyObject(route.body).map((json) => ({ json }))
      : fc.constant(undefined);
  const base = fc.record({ params, query, body });

  const flaws: fc.Arbitrary<BadRequest>[] = [];
  for (const field of route.params) {
    const bad = textViolation(field.schema, false)?.filter((v) => v.length > 0);
    if (!bad) continue;
    flaws.push(
      fc.tuple(base, bad).map(([b, value]) => ({
        flaw: `params.${field.name}`,
        ...b,
        params: { ...b.params, [field.name]: String(value) },
      })),
    );
  }
  for (const field of route.query) {
    const bad = textViolation(field.schema, true);
    if (!bad) continue;
    flaws.push(
      fc.tuple(base, bad).map(([b, value]) => ({
        flaw: `query.${field.name}`,
        ...b,
        query: { ...b.query, [field.name]: value },
      })),
    );
  }
  if (route.query.some((f) => f.required)) {
    const required = route.query.filter((f) => f.required).map((f) => f.name);
    flaws.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([b, name]) => ({
        flaw: `query.${name} missing`,
        ...b,
        query: Object.fromEntries(Object.entries(b.query).filter(([k]) => k !== name)),
      })),
    );
  }
  const bodyFlaw = route.body ? jsonViolation(route.body) : null;
  if (bodyFlaw)
    flaws.push(fc.tuple(base, bodyFlaw).map(([b, json]) => ({ flaw: 'body', ...b, body: { json } })));
  if (withBody(route.method)) {
    const raw = fc.oneof(
      notJsonText.map((text) => ({ flaw: 'body not JSON', raw: text as string | Buffer })),
      invalidUtf8Body.map((bytes) => ({ flaw: 'body not UTF-8', raw: bytes as string | Buffer })),
      pollutionBody.map((text) => ({ flaw: 'body prototype keys', raw: text as string | Buffer })),
      fc.constant({ flaw: 'body empty', raw: '' as string | Buffer }),
    );
    const type = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
    );
    flaws.push(
      fc
        .tuple(base, raw, type)
        .map(([b, r, contentType]) => ({ ...b, flaw: r.flaw, body: { raw: r.raw, contentType } })),
    );
  }
  return flaws.length ? fc.oneof(...flaws) : null;
}
