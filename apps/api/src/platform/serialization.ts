// Answers are written by Fastify's own compiled serializer (fast-json-stringify) from the route's zod response schema,
// converted to JSON Schema by the same conversion the API docs use (fastify-type-provider-zod's jsonSchemaTransform),
// instead of a zod parse of every outgoing object followed by JSON.stringify. Only declared properties are written:
// a field a handler leaks (a password hash) never reaches the answer. A schema the compiled serializer cannot
// reproduce faithfully (a transform or codec, a bigint, a cyclic schema) keeps the zod serializer for that route, and
// the app says so at startup and in `app.responseSerializers`.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { $ZodType } from 'zod/v4/core';

/** The OpenAPI version of the docs; its JSON Schema dialect is also what the serializer compiles. */
export const OPENAPI_VERSION = '3.0.3';

/** How one response of one route is written. */
export interface ResponseSerializerEntry {
  method: string;
  url: string;
  status: string;
  /** The route's zod response schema. */
  schema: unknown;
  /** 'compiled': fast-json-stringify; 'zod': the fallback, with the reason. */
  serializer: 'compiled' | 'zod';
  reason?: string;
}

type ZodDef = { type: string; [key: string]: unknown };

/** Zod kinds whose written JSON is not what their output JSON Schema describes, or that JSON cannot hold. */
const UNFAITHFUL: Record<string, string> = {
  transform: 'a transform (its output has no JSON Schema)',
  bigint: 'a bigint (JSON.stringify cannot write one)',
  symbol: 'a symbol',
  undefined: 'an undefined value',
  void: 'a void value',
  map: 'a Map',
  set: 'a Set',
  nan: 'NaN',
  promise: 'a promise',
  function: 'a function',
  custom: 'a custom check (z.custom / z.instanceof)',
  file: 'a file',
};

/** Why the compiled serializer would not write what the zod serializer writes, or null when it would. */
export function unfaithfulPart(schema: unknown, seen = new Set<unknown>()): string | null {
  if (!(schema instanceof $ZodType) || seen.has(schema)) return null;
  seen.add(schema);
  const def = schema._zod.def as unknown as ZodDef;
  if (UNFAITHFUL[def.type]) return UNFAITHFUL[def.type];
  // A codec writes its input side (encode), while the JSON Schema describes the output side.
  if (def.type === 'pipe' && typeof def.reverseTransform === 'function') return 'a codec (encoded on the way out)';
  const children: unknown[] = [];
  const push = (value: unknown) => {
    if (Array.isArray(value)) children.push(...value);
    else if (value) children.push(value);
  };
  if (def.type === 'object') push(Object.values((def.shape as Record<string, unknown>) ?? {}));
  if (def.type === 'lazy') push((def.getter as () => unknown)());
  for (const key of ['innerType', 'element', 'options', 'items', 'rest', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall']) push(def[key]);
  for (const child of children) {
    const problem = unfaithfulPart(child, seen);
    if (problem) return problem;
  }
  return null;
}

/** A response schema as the API docs show it: one conversion for the docs and the serializer. */
export function responseJsonSchema(schema: unknown, url: string, status: string): Record<string, unknown> {
  const converted = jsonSchemaTransform({
    schema: { response: { [status]: schema } },
    url,
    openapiObject: { openapi: OPENAPI_VERSION },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  return (converted.schema as { response: Record<string, Record<string, unknown>> }).response[status];
}

/**
 * The docs' schema as the serializer reads it. `additionalProperties: false` goes: fast-json-stringify writes only
 * declared properties without it, and with it the union branch check (ajv, for anyOf) would refuse an object that
 * merely carries an extra field, where zod strips the field and picks the branch.
 */
export function serializerJsonSchema(jsonSchema: unknown): unknown {
  if (Array.isArray(jsonSchema)) return jsonSchema.map(serializerJsonSchema);
  if (jsonSchema === null || typeof jsonSchema !== 'object') return jsonSchema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(jsonSchema)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Property names are data, not keywords: keep them and convert their schemas.
    result[key] = key === 'properties' || key === 'enum' || key === 'required' ? mapProperties(key, value) : serializerJsonSchema(value);
  }
  // OpenAPI 3.0 writes a nullable union as `{ anyOf, nullable: true }`; fast-json-stringify only reads `nullable`
  // beside a `type` (and throws on the first value it writes otherwise), so null becomes one of the branches.
  if (result.nullable === true && result.type === undefined) {
    delete result.nullable;
    if (Array.isArray(result.anyOf)) return { ...result, anyOf: [...(result.anyOf as unknown[]), { type: 'null' }] };
    return { anyOf: [result, { type: 'null' }] };
  }
  return result;
}

function mapProperties(key: string, value: unknown): unknown {
  if (key !== 'properties' || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, serializerJsonSchema(schema)]));
}

const hasRef = (jsonSchema: unknown): boolean => JSON.stringify(jsonSchema).includes('"$ref"');

type Serialize = (data: unknown) => string;
type Compiled = { stringify: Serialize } | { reason: string };

/** One compiled writer per zod schema: many routes share a schema (every refusal shares the error envelope). */
const compiledSchemas = new WeakMap<object, Compiled>();

/** The compiled writer of a response schema, or why it cannot write what the zod serializer writes. */
export function compileResponseSchema(schema: unknown, url = '/', status = '200'): Compiled {
  const key = typeof schema === 'object' && schema !== null ? schema : null;
  const known = key ? compiledSchemas.get(key) : undefined;
  if (known) return known;
  const compiled = compileSchema(schema, url, status);
  if (key) compiledSchemas.set(key, compiled);
  return compiled;
}

function compileSchema(schema: unknown, url: string, status: string): Compiled {
  const unfaithful = unfaithfulPart(schema);
  if (unfaithful) return { reason: `the schema contains ${unfaithful}` };
  let jsonSchema: unknown;
  try {
    jsonSchema = serializerJsonSchema(responseJsonSchema(schema, url, status));
  } catch (error) {
    return { reason: `the schema has no JSON Schema (${(error as Error).message})` };
  }
  if (hasRef(jsonSchema)) return { reason: 'the schema refers to another schema ($ref: a cyclic or registered schema)' };
  try {
    return { stringify: fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize };
  } catch (error) {
    return { reason: `fast-json-stringify refused it (${(error as Error).message})` };
  }
}

/**
 * Sets the compiled serializer on the app and keeps the table of how each route's responses are written
 * (`app.responseSerializers`), so a test can prove every route compiles and a new one cannot fall back unnoticed.
 * The cheap faithfulness check runs as routes register; the conversion and code generation wait for a response's
 * first answer (most routes of one process never answer some of their statuses, and every test file starts an app).
 * A compiled writer that fails (a required field missing, a value that is not a number) throws the same
 * ResponseSerializationError as the zod one, so the error handler treats both alike.
 */
export function installResponseSerialization(app: FastifyInstance): void {
  const table: ResponseSerializerEntry[] = [];
  app.decorate('responseSerializers', table);
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    const { schema, method, url } = route;
    const httpStatus = route.httpStatus ?? 'default';
    const entry: ResponseSerializerEntry = { method, url, status: httpStatus, schema, serializer: 'compiled' };
    table.push(entry);
    const fallBack = (reason: string): Serialize => {
      Object.assign(entry, { serializer: 'zod', reason });
      app.log.warn({ method, url, status: httpStatus, reason }, 'response written by the zod serializer: it cannot be compiled faithfully');
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    };
    const unfaithful = unfaithfulPart(schema);
    if (unfaithful) return fallBack(`the schema contains ${unfaithful}`);
    let write: Serialize | null = null;
    return (data) => {
      if (!write) {
        const compiled = compileResponseSchema(schema, url, httpStatus);
        write = 'stringify' in compiled ? compiled.stringify : fallBack(compiled.reason);
      }
      try {
        return write(data);
      } catch (cause) {
        if (cause instanceof ResponseSerializationError) throw cause;
        // The class types its cause as a zod error; the error handler reads any cause (platform/errors safeErrorLog).
        throw new ResponseSerializationError(method, url, { cause: cause as never });
      }
    };
  };
  app.setSerializerCompiler(compiler);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How every route's responses are written, filled as Fastify compiles them (see installResponseSerialization). */
    responseSerializers: readonly ResponseSerializerEntry[];
  }
}
