import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from '../src/api/api-docs';

const target = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
writeFileSync(target, renderApiDocs());
console.log('Wrote docs/api.md');
