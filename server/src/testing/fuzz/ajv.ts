import { createRequire } from 'node:module';

/** The little of Ajv's API used here (Ajv is not a direct dependency, see below). */
export interface Validate {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; params?: unknown }[] | null;
}
interface Ajv {
  addSchema(schema: object, key?: string): Ajv;
  compile(schema: object): Validate;
}
type AjvConstructor = new (options: object) => Ajv;

/**
 * Ajv with the JSON Schema 2020-12 dialect the OpenAPI 3.1 document is written in, and its
 * formats (uuid, date-time, email). It comes from Fastify's own validator compiler, which has
 * both; the server has no direct dependency on Ajv.
 */
function loadAjv(): { Ajv2020: AjvConstructor; addFormats: (ajv: Ajv) => void } {
  const fromServer = createRequire(import.meta.url);
  const fromFastify = createRequire(fromServer.resolve('fastify'));
  const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
  const ajv = fromCompiler('ajv/dist/2020') as { default: AjvConstructor };
  const formats = fromCompiler('ajv-formats') as { default: (ajv: Ajv) => void };
  return { Ajv2020: ajv.default, addFormats: formats.default };
}

/**
 * A validator factory over `root` (e.g. the OpenAPI document, added whole so that `#/components`
 * references inside it resolve): `compile(pointer)` validates against the schema at that pointer.
 */
export function validators(root: object): { compile: (pointer: string) => Validate; compileSchema: (schema: object) => Validate } {
  const { Ajv2020, addFormats } = loadAjv();
  // Not strict: the document carries OpenAPI keywords (description, contentMediaType…) besides JSON Schema.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(root, 'root.json');
  const cache = new Map<string, Validate>();
  return {
    compile(pointer) {
      let validate = cache.get(pointer);
      if (!validate) cache.set(pointer, (validate = ajv.compile({ $ref: `root.json${pointer}` })));
      return validate;
    },
    compileSchema: (schema) => ajv.compile(schema),
  };
}

/** The first problem Ajv found, readable in a test report. */
export function firstError(validate: Validate): string {
  const e = validate.errors?.[0];
  return e ? `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params ?? {})}` : 'is invalid';
}
