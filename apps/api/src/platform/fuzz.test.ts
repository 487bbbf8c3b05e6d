// Fuzzing: every operation of the OpenAPI document, called with valid and malformed input (wrong types, missing and
// extra fields, huge and unicode strings with NUL and lone surrogates, bad list queries, bad ids, odd content types
// and multipart bodies) as a super admin, a staff member and anonymous. Any answer of 500 or more fails the test and
// is printed with the request that caused it. Replay a run with FUZZ_SEED=<seed printed>; FUZZ_RUNS sets the count;
// FUZZ_PATHS=<regular expression> keeps only the operations whose path matches (a module's own, while building it).
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { roles, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, createStaff, signIn } from '../test/helpers';

// PostgreSQL runs the whole API suite a second time: a shorter run there, the full one on PGlite.
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 2_500 : 10_000));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const CONCURRENCY = 4;
const PATHS = process.env.FUZZ_PATHS ? new RegExp(process.env.FUZZ_PATHS) : null;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** List routes: the fields their summary names, for filters and sorts. */
  listFields: string[] | null;
}
interface FuzzRequest {
  who: 'super admin' | 'staff' | 'anonymous' | 'forged token';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const ids: string[] = [];

/** Strings that have broken servers: NUL, lone surrogates, direction marks, SQL and LIKE syntax, huge numbers, dates that do not exist. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    'a\ud83d',
    '\u202eexe.pdf',
    "'; drop table staff; --",
    '%',
    '_',
    '\\',
    '%00',
    '../../etc/passwd',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ ﷽',
    '9'.repeat(400),
    '99999999999999999999',
    '9007199254740993',
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    'true',
    'null',
    '2026-02-30',
    '9999-12-31',
    '0000-00-00',
    '1970-01-01T00:00:00Z',
    '24:61',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{"a":1}',
    '<script>alert(1)</script>',
    'x'.repeat(100_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.uuid(),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

const idValue = (): fc.Arbitrary<string> => (ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid());

const safeMatching = (pattern: string): fc.Arbitrary<string> | null => {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= 300);
  } catch {
    return null;
  }
};

/** Input that fits the schema (mostly), depth-limited. */
function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return nastyValue;
  const base = fittingInner(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function fittingInner(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => fitting(s, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return fitting(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return idValue();
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom('staff@crewbase.test', 'admin@crewbase.test'));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
      if (schema.pattern) return safeMatching(schema.pattern) ?? fc.string();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
    }
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1_000, -1_000_000), max: Math.min(schema.maximum ?? 1_000_000, 1_000_000_000) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.ceil(Math.max(schema.minimum ?? 0, -1_000_000)), max: Math.floor(Math.min(schema.maximum ?? 1_000_000, 1_000_000_000)) }),
        fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fitting(s, depth + 1)]));
      return fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      return nastyValue;
  }
}

/** The fitting input, broken in one of the ways clients break it (or left whole). */
function bodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const good = fitting(schema);
  if (schema.type !== 'object' || !schema.properties) return fc.oneof(good, nastyValue);
  const keys = Object.keys(schema.properties);
  return fc.oneof(
    { weight: 3, arbitrary: good },
    // one field of a wrong type or a nasty string
    { weight: 4, arbitrary: fc.tuple(good, fc.constantFrom(...keys), nastyValue).map(([body, key, value]) => ({ ...(body as object), [key]: value })) },
    // a required field missing
    { weight: 1, arbitrary: fc.tuple(good, fc.constantFrom(...keys)).map(([body, key]) => Object.fromEntries(Object.entries((body ?? {}) as object).filter(([k]) => k !== key))) },
    // extra fields, prototype names included
    {
      weight: 1,
      arbitrary: fc
        .tuple(good, fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'status', 'deletedAt')), nastyValue)
        .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
    },
    { weight: 1, arbitrary: nastyValue },
  );
}

const listQuery = (fields: string[]): fc.Arbitrary<Array<[string, string]>> => {
  const field = fc.oneof(fc.constantFrom(...(fields.length > 0 ? fields : ['id'])), nastyString);
  const op = fc.constantFrom('$eq', '$cont', '$gte', '$lte', '$in', '$ne', '$bad', '');
  const filter = fc.tuple(field, op, nastyString).map(([f, o, v]) => `${f}||${o}||${v}`);
  const sort = fc.tuple(field, fc.constantFrom('ASC', 'DESC', 'asc', 'UP', '')).map(([f, d]) => `${f},${d}`);
  const number = fc.oneof(fc.integer({ min: 1, max: 5 }).map(String), fc.integer({ min: 1_000_000, max: 1_000_001 }).map(String), nastyString);
  return fc
    .tuple(
      fc.array(filter, { maxLength: 3 }),
      fc.option(sort),
      fc.option(number),
      fc.option(number),
      fc.boolean(),
      fc.option(fc.tuple(nastyString, nastyString)),
    )
    .map(([filters, s, page, limit, indexed, extra]) => [
      ...filters.map((f, i): [string, string] => [indexed ? `filter[${i}]` : 'filter', f]),
      ...(s ? [['sort', s] as [string, string]] : []),
      ...(page ? [['page', page] as [string, string]] : []),
      ...(limit ? [['limit', limit] as [string, string]] : []),
      ...(extra ? [extra] : []),
    ]);
};

/** encodeURIComponent, except that a lone surrogate is sent as its raw (invalid UTF-8) bytes instead of throwing. */
const percentEncode = (text: string): string =>
  (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g) ?? [])
    .map((c) => {
      const unit = c.charCodeAt(0);
      if (c.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(c);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

const asParameterText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

const BOUNDARY = '----fuzz-boundary';
const pngClaiming = (side: number) => {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(head);
  head.writeUInt32BE(side, 16);
  head.writeUInt32BE(side, 20);
  return head;
};
const filePart = fc.record({
  field: fc.constantFrom('file', 'file', 'photo', ''),
  name: fc.oneof(fc.constantFrom('a.png', 'evil.html', 'x\u0000.pdf', 'a\u202egnp.exe', '../../x.pdf', ''), nastyString.filter((s) => !s.includes('"') && !s.includes('\r') && !s.includes('\n'))),
  type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', 'application/octet-stream', ''),
  data: fc.oneof(
    fc.constantFrom(Buffer.from('%PDF-1.7\n%fuzz\n'), pngClaiming(60_000), pngClaiming(2), Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  ),
});
/** Multipart bodies: one or several files, with a boundary or without, whole, truncated or gzip-compressed. */
const multipartRequest = fc.tuple(fc.array(filePart, { minLength: 0, maxLength: 3 }), fc.constantFrom('whole', 'whole', 'no boundary', 'truncated', 'gzip', 'json')).map(
  ([files, shape]): Pick<FuzzRequest, 'headers' | 'payload'> => {
    const body = Buffer.concat([
      ...files.map((f) =>
        Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
          f.data,
          Buffer.from('\r\n'),
        ]),
      ),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    if (shape === 'no boundary') return { headers: { 'content-type': 'multipart/form-data' }, payload: body };
    if (shape === 'truncated') return { headers: multipart, payload: body.subarray(0, Math.max(0, body.length - 20)) };
    if (shape === 'gzip') return { headers: { ...multipart, 'content-encoding': 'gzip' }, payload: gzipSync(body) };
    if (shape === 'json') return { headers: { 'content-type': 'application/json' }, payload: '{"file":"x"}' };
    return { headers: multipart, payload: body };
  },
);

/** Bodies in content types the route may not read: broken JSON, forms, text, octet streams, compressed JSON. */
const oddBody = fc.oneof(
  fc.constantFrom<Pick<FuzzRequest, 'headers' | 'payload'>>(
    { headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    { headers: { 'content-type': 'application/json' }, payload: 'null' },
    { headers: { 'content-type': 'application/json' }, payload: '"\\u0000"' },
    { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
    { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}' },
    { headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
    { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: gzipSync('{}') },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%00' },
    { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from([0, 1, 2, 255]) },
    { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
    { headers: { 'content-type': '' }, payload: '{}' },
    { headers: {}, payload: '{"a":1}' },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({ headers: { 'content-type': 'application/json' }, payload })),
);

function requestFor(op: Operation, tokens: { superAdmin: string; staff: string }): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query' && !['filter', 'sort', 'page', 'limit'].includes(p.name));
  const pathValues = fc.tuple(
    ...pathParams.map((p) => fc.oneof({ weight: 3, arbitrary: fitting(p.schema).map(asParameterText) }, { weight: 2, arbitrary: nastyString }, { weight: 3, arbitrary: idValue() })),
  );
  const queryValues = fc.tuple(...queryParams.map((p) => fc.option(fc.oneof(fitting(p.schema).map(asParameterText), nastyString), { freq: 4 })));
  const list = op.listFields ? listQuery(op.listFields) : fc.constant([] as Array<[string, string]>);
  // Mostly the caller the route is for, so most requests get past sign-in; sometimes the wrong area or no one.
  const own: FuzzRequest['who'] = op.path.startsWith('/api/staff/') ? 'staff' : 'super admin';
  const other: FuzzRequest['who'] = own === 'staff' ? 'super admin' : 'staff';
  const who = fc.oneof(
    { weight: 8, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constant(other) },
    { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['who']>('anonymous', 'forged token') },
  );
  const isUpload = op.path.endsWith('/media-upload');
  const body: fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'>> = isUpload
    ? fc.oneof({ weight: 4, arbitrary: multipartRequest }, { weight: 1, arbitrary: oddBody })
    : op.body
      ? fc.oneof(
          { weight: 6, arbitrary: bodyFor(op.body).map((value) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) ?? 'null' })) },
          { weight: 1, arbitrary: oddBody },
        )
      : fc.oneof({ weight: 6, arbitrary: fc.constant({ headers: {} }) }, { weight: 1, arbitrary: oddBody });
  const badEncoding = fc.constantFrom('', '', '', '', '', '', '', '', '%', '%zz', '%E0%A4%A', '%C0%AF');

  return fc.tuple(pathValues, queryValues, list, who, body, badEncoding).map(([path, query, listParams, caller, { headers, payload }, tail]) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, percentEncode(path[i]) || 'x');
    });
    const search = new URLSearchParams();
    queryParams.forEach((p, i) => {
      const value = query[i];
      if (value !== null) search.append(p.name, value);
    });
    for (const [key, value] of listParams) search.append(key, value);
    const qs = search.toString();
    url = `${url}${qs || tail ? '?' : ''}${qs}${tail ? `${qs ? '&' : ''}x=${tail}` : ''}`;
    const auth =
      caller === 'super admin' ? bearer(tokens.superAdmin) : caller === 'staff' ? bearer(tokens.staff) : caller === 'forged token' ? { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' } : {};
    return { who: caller, method: op.method, url, headers: { ...headers, ...auth }, ...(payload !== undefined ? { payload } : {}) };
  });
}

function operationsOf(doc: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; summary?: string }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // Signing out would end the fuzzer's own sessions; everything else is fair game.
      if (/logout|sign-out/.test(path)) continue;
      if (PATHS && !PATHS.test(path)) continue;
      const parameters = op.parameters ?? [];
      const isList = parameters.some((p) => p.in === 'query' && p.name === 'page');
      const fields = /Fields: ([\w., ]+)/.exec(op.summary ?? '')?.[1].split(',').map((f) => f.trim()).filter(Boolean) ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        listFields: isList ? fields : null,
      });
    }
  }
  return operations;
}

/** Ids that exist, read from the lists before the fuzzer's own accounts are made (so no request can target them). */
async function collectIds(app: FastifyInstance, operations: Operation[], token: string): Promise<void> {
  for (const op of operations.filter((o) => o.method === 'GET' && o.listFields && !o.path.includes('{') && !o.parameters.some((p) => p.in === 'query' && p.required))) {
    const response = await app.inject({ url: op.path, headers: bearer(token) });
    if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json')) continue;
    for (const row of ((response.json() as { data?: Array<{ id?: unknown }> }).data ?? []).slice(0, 3)) {
      if (typeof row.id === 'string') ids.push(row.id);
    }
  }
}

const describeRequest = (r: FuzzRequest) => {
  const payload = r.payload === undefined ? '' : Buffer.isBuffer(r.payload) ? `<${r.payload.length} bytes: ${r.payload.subarray(0, 120).toString('latin1')}>` : r.payload.slice(0, 400);
  const headers = Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== 'authorization'));
  return `${r.method} ${r.url.slice(0, 400)} as ${r.who} headers=${JSON.stringify(headers)} body=${JSON.stringify(payload)}`;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('fuzzing every operation of the API', () => {
  it(
    `answers every request below 500 (${RUNS} generated requests)`,
    async () => {
      const operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
      expect(operations.length).toBeGreaterThan(PATHS ? 0 : 100);
      const demoAdmin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
      await collectIds(t.app, operations, demoAdmin);

      // The fuzzer's own accounts: a super admin and a staff member no generated request can name.
      const db = t.app.database.db;
      const [superRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Super Admin'));
      await db.insert(users).values({ firstName: 'Fuzz', lastName: 'Admin', email: 'fuzz.admin@crewbase.test', status: 'Active', roleId: superRole.id, passwordHash: t.demoPasswordHash });
      const { email: staffEmail } = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
      const tokens = { superAdmin: (await signIn(t.app, 'admin', 'fuzz.admin@crewbase.test')).access_token, staff: (await signIn(t.app, 'staff', staffEmail)).access_token };

      const requests = fc.sample(
        fc.constantFrom(...operations).chain((op) => requestFor(op, tokens)),
        { numRuns: RUNS, seed: SEED },
      );
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const started = Date.now();
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next];
          next += 1;
          const response = await t.app.inject({ method: request.method as InjectOptions['method'], url: request.url, headers: request.headers, payload: request.payload });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) failures.push(`${response.statusCode} <- ${describeRequest(request)}\n    answer: ${response.body.slice(0, 300)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
      console.log(`fuzz: seed ${SEED}, ${requests.length} requests over ${operations.length} operations in ${seconds} s, answers of 500 or more: ${failures.length} (${byStatus}). Replay: FUZZ_SEED=${SEED}`);
      if (failures.length > 0) console.log(failures.slice(0, 25).join('\n'));
      expect(requests.length).toBe(RUNS);
      expect(failures).toEqual([]);
    },
    600_000,
  );
});
