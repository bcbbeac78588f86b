import { openApiDocument } from '@lunia/shared/api/openapi-document';

/**
 * The OpenAPI 3.1 description of the API, as generated from the route manifest when this function was
 * built (shared/src/api/openapi.ts). Nothing is read: the document is part of the bundle.
 */
export async function getOpenApiDocument() {
  return openApiDocument;
}
