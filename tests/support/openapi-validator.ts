import { Ajv2020 } from 'ajv/dist/2020';

interface OpenApiDocument {
  components: { schemas: Record<string, unknown> };
  paths?: Record<string, unknown>;
}

const DOCUMENT_ID = 'https://openapi.invalid/openapi.json';

/** A path or key as a JSON Pointer writes it: `/api/jobs` → `~1api~1jobs`. */
const pointerSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * A real JSON Schema 2020-12 validator (Ajv) over an OpenAPI 3.1 document's schemas:
 * `validate('ContactStep', body)` answers whether the document accepts `body` there, with Ajv's
 * errors; `validate.response('get', '/api/jobs/{jobId}', 200, body)` whether `body` is the JSON
 * answer it documents for that operation and status. Strict: a schema keyword Ajv does not know
 * is an error, not silently ignored.
 */
export function openApiValidator(document: OpenApiDocument) {
  // Union types (`type: ["string", "null"]`) are JSON Schema's own: zod writes a nullable so.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateFormats: false });
  // The document's own keys around the schemas are not JSON Schema keywords.
  ajv.addVocabulary(['components', 'paths']);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components, paths: document.paths ?? {} });
  const validateAt = (pointer: string, body: unknown) => {
    const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
    if (!validate) throw new Error(`The document has no schema at ${pointer}`);
    const valid = validate(body) as boolean;
    return { valid, errors: validate.errors ?? [] };
  };
  return Object.assign(
    (component: string, body: unknown) => validateAt(`/components/schemas/${pointerSegment(component)}`, body),
    {
      response: (method: string, path: string, status: number, body: unknown) =>
        validateAt(
          `/paths/${pointerSegment(path)}/${method}/responses/${status}/content/${pointerSegment('application/json')}/schema`,
          body,
        ),
    },
  );
}
