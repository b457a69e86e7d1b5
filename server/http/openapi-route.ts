import type { RequestHandler } from 'express';
import { buildOpenApiDocument } from './openapi-document';

/**
 * `GET /api/openapi.json`, built on its first request: the document is the same for every request
 * and every configuration, and converting the schemas takes about 50 ms that a start (and each
 * test's app) need not pay. Public and cacheable.
 */
export function openApiRoute(): RequestHandler {
  let document: string | undefined;
  return (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    res.set('Cache-Control', 'public, max-age=300').type('json').send(document);
  };
}
