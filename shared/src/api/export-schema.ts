/**
 * docs/export-schema.json: the JSON Schema (draft 2020-12) of "download my data", generated from the
 * export's zod schema (./schemas/data-export.ts) by `npm run docs:api`. The privacy integration test
 * validates a real export against the file; ./openapi.test.ts fails when the file is stale.
 */
import * as z from 'zod/mini';
import { exportMyDataResponse } from './schemas/data-export';

export function exportJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(exportMyDataResponse, { io: 'output', unrepresentable: 'any' });
  return {
    $schema,
    title: 'Lunia data export',
    description:
      'Everything Lunia holds about a person, as "Download my data" (GET /api/account/data) hands it over. Every object is closed: no field beyond those listed.',
    ...schema,
  };
}

export const renderExportSchema = () => `${JSON.stringify(exportJsonSchema(), null, 2)}\n`;
