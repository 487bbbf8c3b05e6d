// Answers are written by compiled serializers (fast-json-stringify) from the zod response schemas. Every registered
// route's response schemas compile; the compiled writer writes what the zod serializer wrote (nullable, optional,
// unions, dates, records, literals, enums); an undeclared field (a password hash) never reaches an answer; a schema
// it cannot write faithfully keeps the zod serializer and says so; and a response that does not fit its schema is a
// 500 whose log names the route, never the values.
import { adminSchema } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { compileResponseSchema } from './serialization';

const SECRET = 'ada.secret@example.test';
const logged: unknown[] = [];

const withTransform = z.object({ name: z.string().transform((name) => name.toUpperCase()) });
/** A date written as ISO text by its codec's encode: JSON Schema describes the Date side only. */
const withCodec = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() }) });

const probe: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    const keep = (...args: unknown[]) => void logged.push(args);
    request.log = { ...request.log, error: keep, warn: keep, info: keep } as unknown as FastifyBaseLogger;
  });
  // The demo admin's whole database row, password hash included, sent through the admin schema.
  app.get('/api/test/admin-row', { config: { public: true }, schema: { response: { 200: adminSchema } } }, async () => {
    const [row] = await app.database.db.select().from(users).where(eq(users.email, 'admin@crewbase.test'));
    return {
      ...row,
      fullName: `${row.firstName} ${row.lastName}`,
      avatar: null,
      role: { id: row.roleId, name: 'Super Admin', displayName: 'Super Admin' },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  // An answer missing a required field and carrying personal data elsewhere.
  app.get('/api/test/misfit', { config: { public: true }, schema: { response: { 200: z.object({ id: z.string(), email: z.string() }) } } }, async () => ({
    email: SECRET,
  }));
  app.get('/api/test/codec', { config: { public: true }, schema: { response: { 200: withCodec } } }, async () => ({ at: new Date('2026-03-04T05:06:07.089Z') }));
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: [probe] });
});
afterAll(() => t.close());

/** What the zod serializer (the fallback, and what the API used before) writes for the data. */
const zodWrites = (schema: z.ZodType, data: unknown) => zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' })(data);

function compiledWrites(schema: z.ZodType, data: unknown): string {
  const compiled = compileResponseSchema(schema);
  if (!('stringify' in compiled)) throw new Error(`not compiled: ${compiled.reason}`);
  return compiled.stringify(data);
}

describe('every route', () => {
  it('has each response schema of each registered route compiled, none left to the zod serializer', () => {
    const entries = t.app.responseSerializers.filter((e) => !e.url.startsWith('/api/test/'));
    // The endpoint tables' routes and their refusals are all there.
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/admin/staff', status: '200' }));
    const problems = entries.flatMap((entry) => {
      const compiled = compileResponseSchema(entry.schema, entry.url, entry.status);
      return entry.serializer !== 'compiled' || 'reason' in compiled ? [`${entry.method} ${entry.url} ${entry.status}: ${'reason' in compiled ? compiled.reason : entry.reason}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('still documents the answers: the API docs read the same schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const staffList = response.json().paths['/api/admin/staff'].get.responses['200'];
    expect(staffList.content['application/json'].schema.properties).toHaveProperty('total');
  });
});

describe('the compiled writer writes what the zod serializer wrote', () => {
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['nullable and optional fields', z.object({ a: z.string().nullable(), b: z.number().optional(), c: z.string().nullable().optional() }), { a: null, c: null }],
    ['an optional field present', z.object({ b: z.number().optional() }), { b: 3 }],
    ['literals and enums', z.object({ ok: z.literal(true), kind: z.enum(['Annual', 'Sick']), n: z.literal(2) }), { ok: true, kind: 'Sick', n: 2 }],
    ['a date as ISO text', z.object({ at: z.date() }), { at: new Date('2026-03-04T05:06:07.089Z') }],
    ['a record', z.object({ counts: z.record(z.string(), z.number()) }), { counts: { Pending: 3, Approved: 0 } }],
    ['a record keyed by an enum', z.object({ counts: z.record(z.enum(['a', 'b']), z.number()) }), { counts: { a: 1, b: 2 } }],
    ['a record of a nullable union', z.object({ detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }), { detail: { days: 22, note: 'x', rule: null } }],
    ['a nullable union', z.object({ v: z.union([z.string(), z.number()]).nullable() }), { v: null }],
    ['a nullable union with a value', z.object({ v: z.union([z.string(), z.number()]).nullable() }), { v: 4 }],
    ['a nullable nested object', z.object({ role: z.object({ id: z.string() }).nullable() }), { role: null }],
    ['an array of unions', z.array(z.union([z.object({ n: z.number() }), z.object({ s: z.string() })])), [{ n: 1 }, { s: 'x' }]],
    ['unicode and escapes', z.object({ s: z.string() }), { s: 'Ọ̀kàfọ̀ "quoted" \\ \n \u2028 😀' }],
    ['unknown values as they are', z.object({ meta: z.unknown(), any: z.any() }), { meta: { deep: [1, 'two', null] }, any: 5 }],
    ['defaults and readonly', z.object({ list: z.array(z.string()).default([]), frozen: z.object({ x: z.number() }).readonly() }), { list: ['a'], frozen: { x: 1 } }],
  ];
  it.each(cases)('%s', (_name, schema, data) => {
    expect(JSON.parse(compiledWrites(schema, data))).toEqual(JSON.parse(zodWrites(schema, data)));
  });

  it('picks the union branch an object fits even when it carries an undeclared field, and drops that field', () => {
    const outcome = z.discriminatedUnion('ok', [
      z.object({ id: z.string(), ok: z.literal(true), status: z.string() }),
      z.object({ id: z.string(), ok: z.literal(false), statusCode: z.number().int(), message: z.string() }),
    ]);
    const refused = { id: 'r1', ok: false, statusCode: 409, message: 'Decided already.', passwordHash: 'x' };
    expect(JSON.parse(compiledWrites(outcome, refused))).toEqual({ id: 'r1', ok: false, statusCode: 409, message: 'Decided already.' });
    expect(JSON.parse(compiledWrites(outcome, refused))).toEqual(JSON.parse(zodWrites(outcome, refused)));
  });
});

describe('what never reaches an answer', () => {
  it('writes only declared fields: the password hash and token dates of a whole database row stay out', async () => {
    const [row] = await t.app.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'admin@crewbase.test'));
    expect(row.passwordHash).toBeTruthy();
    const response = await t.app.inject({ url: '/api/test/admin-row' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'admin@crewbase.test', role: { displayName: 'Super Admin' } });
    expect(response.body).not.toContain(row.passwordHash as string);
    expect(response.body).not.toMatch(/passwordHash|tokensValidAfter|roleId/);
  });
});

describe('schemas the compiled writer cannot follow', () => {
  it('keeps the zod serializer for a codec, says so in the route table, and answers what the codec encodes', async () => {
    expect(t.app.responseSerializers).toContainEqual(
      expect.objectContaining({ url: '/api/test/codec', status: '200', serializer: 'zod', reason: expect.stringContaining('codec') }),
    );
    const response = await t.app.inject({ url: '/api/test/codec' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ at: '2026-03-04T05:06:07.089Z' });
  });

  it('names transforms, codecs, bigints and cyclic schemas as reasons to fall back', () => {
    expect(compileResponseSchema(withTransform)).toEqual({ reason: expect.stringContaining('transform') });
    expect(compileResponseSchema(withCodec)).toEqual({ reason: expect.stringContaining('codec') });
    expect(compileResponseSchema(z.object({ n: z.bigint() }))).toEqual({ reason: expect.stringContaining('bigint') });
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    expect(compileResponseSchema(z.object({ tree: node }))).toEqual({ reason: expect.stringContaining('$ref') });
  });
});

describe('an answer that does not fit its schema', () => {
  it('is a 500 envelope whose log names the route and the failure, never the values', async () => {
    logged.length = 0;
    const response = await t.app.inject({ url: '/api/test/misfit' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Try again in a moment.' });
    expect(response.body).not.toContain(SECRET);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(SECRET);
    expect(logged[0]).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/test/misfit', error: expect.objectContaining({ type: 'ResponseSerializationError' }), cause: expect.objectContaining({ type: 'Error' }) }),
      'request failed',
    ]);
  });
});
