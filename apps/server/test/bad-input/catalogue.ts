import { UploadBodySchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The slice of JSON Schema that the zod-generated OpenAPI document uses. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
}

export interface FieldSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface RouteSpec {
  method: string;
  /** Fastify form, with :name placeholders. */
  url: string;
  params: FieldSpec[];
  query: FieldSpec[];
  /** The JSON body's schema; null when the route declares none (its body is still parsed). */
  body: JsonSchema | null;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * POST /api/upload reads its JSON body in the handler (the same route takes multipart), so the
 * document cannot show the body schema; it comes from the contract instead.
 */
const bodyOverrides: Record<string, JsonSchema> = {
  'POST /api/upload': z.toJSONSchema(UploadBodySchema, { target: 'openapi-3.0', io: 'input' }) as JsonSchema,
};

/** Every /api operation in the OpenAPI document, which is generated from the routes' zod schemas. */
export async function loadCatalogue(app: FastifyInstance): Promise<RouteSpec[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode}`);
  const doc = res.json<OpenApiDocument>();
  const routes: RouteSpec[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    if (!openApiPath.startsWith('/api/')) continue;
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(operations)) {
      const fields = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema }));
      const key = `${method.toUpperCase()} ${url}`;
      routes.push({
        method: method.toUpperCase(),
        url,
        params: fields('path'),
        query: fields('query'),
        body: bodyOverrides[key] ?? op.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  return routes;
}

/** Routes the document leaves out on purpose, with the reason; the fuzz cannot reach them as JSON. */
export const NOT_IN_DOCUMENT: Record<string, string> = {
  'GET /api/speech/transcribe': 'a WebSocket upgrade, not a JSON request',
};
