import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobResponseSchema } from '../../shared/api/jobs';
import { stepSchemas } from '../../shared/application/schemas';
import { draftSteps } from '../../shared/application/steps';
import { type ApiOperation, stepSchemaName } from '../../server/http/api-operations';
import { educationLevelsFor } from '../../shared/application/schemas';
import { buildOpenApiDocument } from '../../server/http/openapi-document';
import { applicationChangeSchema } from '../../server/recruiter/inbox-query';
import { validAnswers } from '../support/application-answers';
import { openApiValidator } from '../support/openapi-validator';

const document = buildOpenApiDocument();
const validate = openApiValidator(document);
type Operation = {
  requestBody?: unknown;
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string; schema: unknown }[];
};
const paths = document.paths as unknown as Record<string, Record<string, Operation>>;

/** Every `$ref` in `node`, however deep. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

/** What a local `$ref` (`#/components/schemas/Job`) points to in the document, or undefined. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** `GET /api/jobs/:jobId` rows of docs/api.md's endpoint table, as OpenAPI writes them: `get /api/jobs/{jobId}`. */
function documentedApiEndpoints(): string[] {
  const rows = readFileSync('docs/api.md', 'utf8').matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `(\/api\/[^`?]+)/gm);
  return [...rows].map(([, method, path]) => `${method!.toLowerCase()} ${path!.replace(/:(\w+)/g, '{$1}')}`);
}

describe('the OpenAPI document (GET /api/openapi.json)', () => {
  it('is an OpenAPI 3.1 document whose every $ref resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((ref) => resolve(ref) === undefined)).toEqual([]);
    for (const [path, operations] of Object.entries(paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name)).toEqual(templated);
      }
    }
  });

  it('has every /api/ endpoint of docs/api.md’s endpoint table, with its method', () => {
    const endpoints = documentedApiEndpoints();
    expect(endpoints.length).toBeGreaterThan(25);
    expect(endpoints).toContain('get /api/openapi.json');
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(endpoints.filter((endpoint) => !documented.includes(endpoint))).toEqual([]);
  });

  it('offers every country’s levels of education in the education step, as a server of any country takes its own', () => {
    const education = document.components.schemas.EducationStep as {
      properties: { educationLevel: { enum: string[] } };
    };
    const levels = education.properties.educationLevel.enum;
    for (const country of ['AU', 'IN', 'US']) {
      expect(levels, country).toEqual(expect.arrayContaining([...educationLevelsFor(country)]));
    }
  });

  it('names the contact step’s fields, and which are required, as the validator does', () => {
    const contact = document.components.schemas.ContactStep as { properties: object; required: string[] };
    expect(Object.keys(contact.properties)).toEqual([
      'firstName',
      'lastName',
      'email',
      'mobileNo',
      'mobileCountry',
      'addressNo1',
      'addressNo2',
      'city',
      'zipCode',
      'country',
      'state',
    ]);
    expect(contact.required).toEqual([
      'firstName',
      'lastName',
      'email',
      'mobileNo',
      'addressNo1',
      'city',
      'zipCode',
      'country',
      'state',
    ]);
    expect(Object.keys(contact.properties)).toEqual(Object.keys(stepSchemas.contact.shape));
  });

  it('documents the error shape once, and every error answer uses it', () => {
    expect(
      validate('Error', { error: { code: 'invalid_answers', message: 'Please check.', fields: { a: ['b'] } } }).valid,
    ).toBe(true);
    expect(validate('Error', { error: { message: 'no code' } }).valid).toBe(false);
    const errorAnswers = Object.values(paths)
      .flatMap((path) => Object.values(path))
      .flatMap((operation) => Object.entries(operation.responses).filter(([status]) => Number(status) >= 400));
    expect(errorAnswers.length).toBeGreaterThan(30);
    for (const [, response] of errorAnswers) expect(refsIn(response)).toEqual(['#/components/schemas/Error']);
  });

  describe.each(draftSteps)('the %s step’s body', (step) => {
    it('accepts the valid answers the server accepts', () => {
      expect(stepSchemas[step].safeParse(validAnswers[step]).success).toBe(true);
      expect(validate(stepSchemaName(step), validAnswers[step])).toEqual({ valid: true, errors: [] });
    });
  });

  it('refuses a step body the server refuses: a required field missing, or a value not offered', () => {
    const contactWithoutEmail = { ...validAnswers.contact, email: undefined };
    const refused: [string, object][] = [
      ['contact', contactWithoutEmail],
      ['general', { ...validAnswers.general, relocate: 'Maybe' }],
      ['education', { ...validAnswers.education, firstMajor: 'Astrology' }],
      ['eligibility', { ...validAnswers.eligibility, nonCompete: undefined }],
      ['resume', { uploadLater: 'yes' }],
      ['acknowledge', { confirm: false }],
      ['eeo', { gender: 'Other' }],
      ['military', { exMilitary: 'Maybe' }],
    ];
    for (const [step, body] of refused) {
      expect(stepSchemas[step as keyof typeof stepSchemas].safeParse(body).success, step).toBe(false);
      expect(validate(stepSchemaName(step), body).valid, step).toBe(false);
    }
  });

  it('describes PATCH /api/recruiter/applications/{id} with the change schema the server validates', () => {
    const patch = paths['/api/recruiter/applications/{id}']!.patch!;
    expect(refsIn(patch.requestBody)).toEqual(['#/components/schemas/ApplicationChange']);
    for (const body of [{ status: 'in_review' }, { note: 'Strong portfolio' }, { status: 'offer', notify: true }]) {
      expect(applicationChangeSchema.safeParse(body).success).toBe(true);
      expect(validate('ApplicationChange', body).valid).toBe(true);
    }
    for (const body of [{ status: 'promoted' }, { note: '' }, { status: 'hired', notify: 'yes' }]) {
      expect(applicationChangeSchema.safeParse(body).success).toBe(false);
      expect(validate('ApplicationChange', body).valid).toBe(false);
    }
  });

  it('gives the inbox’s rows their delivery state, and not the one application, whose `delivery` is in full', () => {
    const schemas = document.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    const inbox = paths['/api/recruiter/applications']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { data: { items: { properties: object } } } } } };
    };
    expect(inbox.content['application/json'].schema.properties.data.items.properties).toHaveProperty('deliveryState');
    expect(schemas.RecruiterApplication!.properties).toHaveProperty('delivery');
    expect(schemas.RecruiterApplication!.properties).not.toHaveProperty('deliveryState');
  });

  it('gives a path parameter the values its schema allows: a wizard step’s id is one of the steps', () => {
    const [step] = paths['/api/application/draft/{step}']!.put!.parameters!;
    expect(step).toMatchObject({ name: 'step', in: 'path', required: true });
    expect(step!.schema).toEqual({ type: 'string', enum: [...draftSteps] });
    const [jobId] = paths['/api/jobs/{jobId}']!.get!.parameters!;
    expect(jobId!.schema).toEqual({ type: 'string' });
  });

  it('refuses two different schemas under one component name, and takes the same one twice', () => {
    const answersJob = (path: string): ApiOperation => ({
      method: 'get',
      path,
      summary: 'a job',
      access: 'anyone',
      responses: { 200: { description: 'the job', json: jobResponseSchema } },
    });
    const postsJob = (schema: z.ZodType): ApiOperation => ({
      method: 'post',
      path: '/api/things',
      summary: 'a thing',
      access: 'anyone',
      body: { component: 'Job', schema },
      responses: { 204: { description: 'done' } },
    });
    expect(() => buildOpenApiDocument([answersJob('/api/a'), answersJob('/api/b')])).not.toThrow();
    expect(() => buildOpenApiDocument([answersJob('/api/a'), postsJob(z.object({ title: z.string() }))])).toThrow(
      /Two different schemas are named Job/,
    );
    expect(() => buildOpenApiDocument([postsJob(z.object({ title: z.string() })), answersJob('/api/a')])).toThrow(
      /named Job/,
    );
  });

  it('lists the recruiter inbox’s filters and the job list’s query as query parameters', () => {
    const names = (path: string) => paths[path]!.get!.parameters!.map((parameter) => parameter.name);
    expect(names('/api/recruiter/applications')).toEqual([
      'job',
      'status',
      'q',
      'source',
      'from',
      'to',
      'delivery',
      'page',
    ]);
    expect(names('/api/jobs')).toEqual(['department', 'team', 'type', 'location', 'sort', 'q', 'page']);
  });
});
