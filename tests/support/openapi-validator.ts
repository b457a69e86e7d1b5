import { Ajv2020 } from 'ajv/dist/2020';

interface OpenApiDocument {
  components: { schemas: Record<string, unknown> };
}

/**
 * A real JSON Schema 2020-12 validator (Ajv) over an OpenAPI 3.1 document's component schemas:
 * `validate('ContactStep', body)` answers whether the document accepts `body` there, with Ajv's
 * errors. Strict: a schema keyword Ajv does not know is an error, not silently ignored.
 */
export function openApiValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
  // The document's own keys around the schemas are not JSON Schema keywords.
  ajv.addVocabulary(['components']);
  ajv.addSchema({ $id: 'https://openapi.invalid/openapi.json', components: document.components });
  return (component: string, body: unknown) => {
    const validate = ajv.compile({ $ref: `https://openapi.invalid/openapi.json#/components/schemas/${component}` });
    const valid = validate(body);
    return { valid, errors: validate.errors ?? [] };
  };
}
