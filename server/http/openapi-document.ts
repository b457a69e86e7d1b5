import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/error';
import { type ApiOperation, type SuccessResponse, type Body, apiOperations } from './api-operations';

/**
 * `GET /api/openapi.json`: the JSON API as OpenAPI 3.1 (integrators need not guess a
 * step's fields), generated from the route table (api-operations.ts). Requests are converted from
 * the zod schemas that validate them, on the input side (what a client sends): a refinement (a
 * real calendar day, a phone number's digits, `notify` required with some moves) and trimming
 * before a length check are not expressible in JSON Schema and are left to the descriptions; the
 * server's 400 is the last word. Answers are converted from shared/api's schemas on the output
 * side, where every object is closed; a schema with an id (`.meta({ id: 'Job' })`) is a component.
 */

type JsonSchema = Record<string, unknown>;

const componentPrefix = '#/components/schemas/';
const ref = (name: string) => ({ $ref: `${componentPrefix}${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/**
 * Adds a component, or finds it there already: a request's component and a response's id may
 * meet under one name, and two different schemas under it would document one of them wrongly.
 */
function addComponent(components: Record<string, JsonSchema>, name: string, schema: JsonSchema) {
  const existing = components[name];
  if (existing !== undefined && !isDeepStrictEqual(existing, schema)) {
    throw new Error(`Two different schemas are named ${name}: rename the request's component or the schema's id`);
  }
  components[name] = schema;
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client may send to `schema`. */
export function requestSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A refinement converts to no constraint at all (it is described in words instead).
    unrepresentable: 'any',
  });
  // The document names the dialect once (`jsonSchemaDialect`).
  delete converted.$schema;
  if (converted.$defs) throw new Error('A request schema has a part with an id: give the request a component instead');
  return converted;
}

/**
 * The JSON Schema of an answer, its parts with an id as references to components, which it adds
 * to `components` (zod puts them in `$defs`, referenced as `#/$defs/Job`).
 */
function responseSchemaOf(schema: z.ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  const { $defs, ...answer } = JSON.parse(
    JSON.stringify(converted).replaceAll('"#/$defs/', `"${componentPrefix}`),
  ) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  // The document names the dialect once (`jsonSchemaDialect`).
  delete answer.$schema;
  for (const [id, definition] of Object.entries($defs ?? {})) {
    // Ids are given by hand; others would be zod's own names for a recursive part.
    if (id.startsWith('__schema')) throw new Error(`An answer's recursive part needs an id: ${id}`);
    addComponent(components, id, definition);
  }
  return answer;
}

function requestBodyOf(body: Body, components: Record<string, JsonSchema>) {
  if ('multipart' in body) {
    const fields = Object.entries(body.multipart);
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(
              fields.map(([name, type]) => [name, { type: 'string', contentMediaType: type }]),
            ),
            required: fields.map(([name]) => name),
          },
          encoding: Object.fromEntries(fields.map(([name, type]) => [name, { contentType: type }])),
        },
      },
    };
  }
  if ('oneOfComponents' in body) {
    for (const [name, schema] of Object.entries(body.oneOfComponents)) {
      addComponent(components, name, requestSchemaOf(schema));
    }
    return { required: true, content: json({ anyOf: Object.keys(body.oneOfComponents).map(ref) }) };
  }
  if ('component' in body) {
    addComponent(components, body.component, requestSchemaOf(body.schema));
    return { required: true, content: json(ref(body.component)) };
  }
  return { required: true, content: json(requestSchemaOf(body.schema)) };
}

function parametersOf(operation: ApiOperation): JsonSchema[] {
  const inPath = Object.entries(operation.pathParameters ?? {}).map(([name, { description, schema }]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: requestSchemaOf(schema),
  }));
  let query: JsonSchema[] = [];
  if (Array.isArray(operation.query)) query = operation.query.map((parameter) => ({ in: 'query', ...parameter }));
  else if (operation.query) {
    const converted = requestSchemaOf(operation.query) as {
      properties: Record<string, JsonSchema>;
      required?: string[];
    };
    query = Object.entries(converted.properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: converted.required?.includes(name) ?? false,
      schema,
    }));
  }
  return [...inPath, ...query];
}

const accessErrors = {
  anyone: {},
  candidate: { 401: 'not signed in' },
  recruiter: { 401: 'not signed in', 403: 'not a recruiter' },
};

function responseOf(response: SuccessResponse, components: Record<string, JsonSchema>) {
  if ('json' in response)
    return { description: response.description, content: json(responseSchemaOf(response.json, components)) };
  if ('file' in response) {
    const type = response.file;
    return {
      description: response.description,
      content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
    };
  }
  return { description: response.description };
}

function operationOf(operation: ApiOperation, components: Record<string, JsonSchema>) {
  const parameters = parametersOf(operation);
  const errors = { ...accessErrors[operation.access], ...operation.errors };
  return {
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: requestBodyOf(operation.body, components) } : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [status, responseOf(response, components)]),
      ),
      ...Object.fromEntries(
        Object.entries(errors).map(([status, when]) => [status, { description: when, content: json(ref('Error')) }]),
      ),
    },
  };
}

/** The whole document (it depends on no configuration: server/http/openapi-route.ts builds it once). */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations) {
  const components: Record<string, JsonSchema> = {};
  addComponent(components, 'Error', responseSchemaOf(apiErrorSchema, components));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    (paths[operation.path] ??= {})[operation.method] = operationOf(operation, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Careers site API',
      version: '1',
      description:
        'Generated from the server’s route table: request schemas from the zod validators the server runs, response schemas from the zod schemas its answers’ types are inferred from.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: { schemas: components },
  };
}
