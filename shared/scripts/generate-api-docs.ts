import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from '../src/api/api-docs';
import { renderExportSchema } from '../src/api/export-schema';
import { renderOpenApi } from '../src/api/openapi';

const docs = (name: string) => fileURLToPath(new URL(`../../docs/${name}`, import.meta.url));
writeFileSync(docs('api.md'), renderApiDocs());
writeFileSync(docs('openapi.json'), renderOpenApi());
writeFileSync(docs('export-schema.json'), renderExportSchema());
console.log('Wrote docs/api.md, docs/openapi.json and docs/export-schema.json');
