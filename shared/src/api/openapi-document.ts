/**
 * The generated OpenAPI document (docs/openapi.json, written by `npm run docs:api` from the manifest and
 * checked fresh by shared/src/api/openapi.test.ts), for the route that serves it. The Lambda bundle
 * carries it compressed (functions/src/bundling/compressed-json.ts), not the generator and every
 * area's schemas.
 */
import document from '../../../docs/openapi.json' with { type: 'json' };

export const openApiDocument = document;
