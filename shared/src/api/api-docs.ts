/** Renders docs/api.md from the route manifest, so the API reference cannot drift from the code. */
import * as z from 'zod/mini';
import type { FunctionNeeds } from './function-needs';
import { cognitoCalls, type RouteDef, routeEntries } from './routes';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

function describeType(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map(describeType).join(' \\| ');
  if (s.type === 'array') return `${s.items ? describeType(s.items) : 'unknown'}[]`;
  if (s.type === 'object' && s.properties) {
    const fields = Object.entries(s.properties).map(
      ([name, p]) => `${name}${s.required?.includes(name) ? '' : '?'}: ${describeType(p)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (s.type === 'object') return 'object';
  return Array.isArray(s.type) ? s.type.join(' \\| ') : (s.type ?? 'unknown');
}

function constraints(s: JsonSchema): string {
  const parts: string[] = [];
  if (s.format) parts.push(s.format);
  if (s.minLength !== undefined) parts.push(`min ${s.minLength}`);
  if (s.maxLength !== undefined) parts.push(`max ${s.maxLength}`);
  if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join(', ');
}

function fieldTable(schema: z.ZodMiniType): string {
  const json = toSchema(schema, 'input');
  const variants = json.anyOf ?? json.oneOf ?? [json];
  return variants
    .map((variant) => {
      const rows = Object.entries(variant.properties ?? {}).map(
        ([name, p]) =>
          `| \`${name}\` | ${describeType(p)} | ${variant.required?.includes(name) ? 'yes' : 'no'} | ${constraints(p)} |`,
      );
      return ['| field | type | required | constraints |', '|---|---|---|---|', ...rows].join('\n');
    })
    .join('\n\nor\n\n');
}

/** The function's needs in their short form (shared/src/api/function-needs.ts), as its IAM policy grants them. */
const renderNeeds = (needs: FunctionNeeds) =>
  needs.length > 0 ? needs.map((need) => `\`${need}\``).join(', ') : 'none';

function renderRoute(id: string, def: RouteDef): string {
  const lines = [
    `### \`${def.method} ${def.path}\` — ${id}`,
    '',
    `${def.summary}. Access: **${def.access}**. Status: **${def.status}**. Spec: ${def.spec}.`,
    '',
  ];
  if (def.status === 'implemented') lines.push(`Needs (IAM): ${renderNeeds(def.needs)}.`, '');
  if (def.query) lines.push('Query:', '', fieldTable(def.query), '');
  if (def.body) lines.push('Body (JSON):', '', fieldTable(def.body), '');
  lines.push(`Response ${def.successStatus ?? 200}: \`${describeType(toSchema(def.response, 'output'))}\``, '');
  return lines.join('\n');
}

export function renderApiDocs(): string {
  const implemented = routeEntries.filter(([, d]) => d.status === 'implemented').length;
  return [
    '# Lunia HTTP API',
    '',
    '<!-- Generated from shared/src/api/routes.ts by `npm run docs:api`. Do not edit by hand. -->',
    '',
    `${routeEntries.length} routes, ${implemented} implemented; \`planned\` routes are listed but neither deployed nor served.`,
    '',
    'Errors are `{ "error": "<message users can read>", "code": "<CODE>", "field"?: "<field>", "details"?: {…} }`',
    '(codes, and the details some carry, in `shared/src/errors.ts`). Signed-in calls send',
    '`Authorization: Bearer <Cognito access token>`; organization',
    'calls name the organization in the path or in the `x-active-org-id` header, and membership is checked',
    'server-side on every call.',
    '',
    'Each implemented route lists its function’s needs (`shared/src/api/function-needs.ts`): the only AWS',
    'permissions its IAM policy grants.',
    '',
    '## Served by Cognito (through `aws-amplify/auth`)',
    '',
    '| call | spec | served by |',
    '|---|---|---|',
    ...cognitoCalls.map((c) => `| ${c.call} | ${c.spec} | ${c.served} |`),
    '',
    '## HTTP routes',
    '',
    ...routeEntries.map(([id, def]) => renderRoute(id, def)),
  ].join('\n');
}
