/**
 * The module contract cannot be misread (issue 43): the two verifiers docs/module-access.md gives
 * module teams to copy — TypeScript with `jose`, Python with its standard library only — are taken
 * from the doc itself and run against links signed here, and they agree with Lunia's own check on
 * every case: a good link, an altered one, another module's, `alg: none`, an expired one, and an
 * `iat` 20 and 60 seconds ahead. The redemption signature the Python helper makes is the one Lunia
 * expects, and its padded form is accepted too.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  type ModuleAccessClaims,
  redemptionSignature,
  signModuleAccessToken,
  verifyModuleAccessToken,
  verifyRedemptionSignature,
} from './module-access-token';

const ROOT = join(import.meta.dirname, '../../../..');
const DOC = readFileSync(join(ROOT, 'docs/module-access.md'), 'utf8');
// Inside the repository, so the TypeScript verifier's `import 'jose'` resolves as a module team's would.
const WORK = join(ROOT, 'node_modules/.cache/module-contract');

function docBlock(language: string): string {
  const found = new RegExp(`\`\`\`${language} module-verifier\\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (!found) throw new Error(`docs/module-access.md has no \`\`\`${language} module-verifier block`);
  return found[1] as string;
}

const SECRET = 'a-module-signing-secret-for-the-contract-test';
const NOW = 1_800_000_000;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(overrides: Partial<ModuleAccessClaims> = {}): ModuleAccessClaims {
  return {
    iss: 'lunia',
    aud: 'shift',
    sub: 'user-1',
    jti: 'nonce-1',
    iat: NOW,
    exp: NOW + 120,
    email: 'ana@farmacia.pr',
    name: 'Łukasz Peñuelas',
    org: { id: 'org-1', name: 'Farmacia Central', role: 'owner' },
    modules: ['bookrx', 'shift'],
    ...overrides,
  };
}

const good = signModuleAccessToken(claims(), SECRET);
const [header, payload, signature] = good.split('.') as [string, string, string];
const CASES: { name: string; token: string; expected: 200 | 400 | 410 }[] = [
  { name: 'a good link', token: good, expected: 200 },
  {
    name: 'an altered payload',
    token: `${header}.${base64url({ ...claims(), sub: 'user-2' })}.${signature}`,
    expected: 400,
  },
  { name: "another module's link", token: signModuleAccessToken(claims({ aud: 'core' }), SECRET), expected: 400 },
  { name: 'alg none', token: `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`, expected: 400 },
  {
    name: 'an expired link',
    token: signModuleAccessToken(claims({ iat: NOW - 300, exp: NOW - 180 }), SECRET),
    expected: 410,
  },
  {
    name: 'iat 20 s ahead',
    token: signModuleAccessToken(claims({ iat: NOW + 20, exp: NOW + 140 }), SECRET),
    expected: 200,
  },
  {
    name: 'iat 60 s ahead',
    token: signModuleAccessToken(claims({ iat: NOW + 60, exp: NOW + 180 }), SECRET),
    expected: 400,
  },
];

function luniaStatus(token: string): number {
  const check = verifyModuleAccessToken(token, { secret: SECRET, module: 'shift', now: new Date(NOW * 1000) });
  if (check.valid) return 200;
  return check.reason === 'expired' ? 410 : 400;
}

describe('the verifiers docs/module-access.md gives module teams', () => {
  mkdirSync(WORK, { recursive: true });

  it("Lunia's own check gives the expected answer for each case", () => {
    expect(CASES.map((c) => [c.name, luniaStatus(c.token)])).toEqual(CASES.map((c) => [c.name, c.expected]));
  });

  it('the TypeScript verifier (jose) agrees on every case', async () => {
    const file = join(WORK, 'verifier.mjs');
    writeFileSync(file, transformSync(docBlock('ts'), { loader: 'ts', format: 'esm' }).code);
    const { verifyLuniaLink } = (await import(file)) as {
      verifyLuniaLink: (t: string, s: string, m: string, n: number) => Promise<{ ok: boolean; status?: number }>;
    };
    const answers = [];
    for (const c of CASES) {
      const outcome = await verifyLuniaLink(c.token, SECRET, 'shift', NOW);
      answers.push([c.name, outcome.ok ? 200 : outcome.status]);
    }
    expect(answers).toEqual(CASES.map((c) => [c.name, c.expected]));
  });

  it('the Python verifier (standard library only) agrees on every case and signs redemptions as Lunia expects', () => {
    writeFileSync(join(WORK, 'lunia_verifier.py'), docBlock('python'));
    const driver = [
      'import json, sys',
      'from lunia_verifier import verify_lunia_link, redemption_signature',
      'cases = json.load(sys.stdin)',
      'out = {"statuses": [verify_lunia_link(c["token"], cases["secret"], "shift", cases["now"])[0] for c in cases["cases"]],',
      '       "signature": redemption_signature(cases["secret"], cases["cases"][0]["token"])}',
      'print(json.dumps(out))',
    ].join('\n');
    const output = execFileSync('python3', ['-c', driver], {
      cwd: WORK,
      // Only the standard library: no user site-packages, no PYTHONPATH of the machine's.
      env: { PATH: process.env.PATH ?? '', PYTHONNOUSERSITE: '1' },
      input: JSON.stringify({ secret: SECRET, now: NOW, cases: CASES }),
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as { statuses: number[]; signature: string };
    expect(CASES.map((c, i) => [c.name, result.statuses[i]])).toEqual(CASES.map((c) => [c.name, c.expected]));
    expect(result.signature).toBe(redemptionSignature(SECRET, good));
    expect(result.signature).not.toContain('=');
  });

  it('accepts a redemption signature with or without base64 padding, and nothing else', () => {
    const unpadded = redemptionSignature(SECRET, good);
    const padded = `${unpadded}${'='.repeat((4 - (unpadded.length % 4)) % 4)}`;
    expect(padded.length % 4).toBe(0);
    expect(verifyRedemptionSignature(SECRET, good, unpadded)).toBe(true);
    expect(verifyRedemptionSignature(SECRET, good, padded)).toBe(true);
    expect(verifyRedemptionSignature(SECRET, good, `${unpadded.slice(0, -1)}A`)).toBe(false);
    expect(verifyRedemptionSignature(SECRET, good, undefined)).toBe(false);
  });
});
