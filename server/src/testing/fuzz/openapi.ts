import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-values';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}

/** A parameter whose documented examples (kept beside its schema by OpenAPI) are in its schema. */
const withExamples = (p: Parameter): Parameter => {
  const examples = [...(p.example === undefined ? [] : [p.example]), ...Object.values(p.examples ?? {}).map((e) => e.value)];
  return examples.length ? { ...p, schema: { ...p.schema, examples } } : p;
};

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One operation of the document, in the shape the fuzzer needs. */
export interface Operation {
  /** "GET /api/feed", as tests are named. */
  name: string;
  method: string;
  /** The OpenAPI path, e.g. /api/convos/{receiverId}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body: JsonSchema | undefined;
  /** The fields of a multipart/form-data body, when the operation takes one. */
  formFields: string[] | undefined;
  /** Statuses documented, as strings ("200", "404"). */
  statuses: string[];
  /** A JSON pointer to the response schema of `status`, or undefined when it has none. */
  responsePointer: (status: string) => string | undefined;
  secured: boolean;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];
// JSON Pointer escaping (RFC 6901).
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The document the app serves: what is fuzzed is what is published, never a list kept here. */
export async function fetchDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

const formFields = (schema: JsonSchema | undefined) => (schema ? Object.keys(schema.properties ?? {}) : undefined);

export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map(withExamples);
      const base = `#/paths/${escape(path)}/${method}/responses`;
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        formFields: formFields(op.requestBody?.content['multipart/form-data']?.schema),
        statuses: Object.keys(op.responses),
        responsePointer: (status) => {
          const content = op.responses[status]?.content;
          const type = content && Object.keys(content)[0];
          return type ? `${base}/${status}/content/${escape(type)}/schema` : undefined;
        },
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** Resolves `#/components/schemas/X` within the document. */
export function resolver(doc: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name ? doc.components.schemas[name] : undefined;
    if (!schema) throw new Error(`cannot resolve ${ref}`);
    return schema;
  };
}
