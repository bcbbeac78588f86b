import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * Every visible string is translated: each English namespace has a Spanish twin with the same keys and
 * placeholders, Spanish values are not English left behind, and components carry no literal UI text
 * (it must come from the locale files).
 */
const webSrc = resolve(import.meta.dirname, '..');
const localesDir = join(webSrc, 'locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(value: Json, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) mergeInto(found, leaves(item, `${prefix}[${index}]`));
  } else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      mergeInto(found, leaves(child, prefix ? `${prefix}.${key}` : key));
  return found;
}
function mergeInto(target: Map<string, string>, source: Map<string, string>) {
  for (const [key, value] of source) target.set(key, value);
}
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Values that are the same in both languages on purpose: names, figures, addresses, codes. */
function sameInBothLanguagesIsFine(value: string): boolean {
  if (!/[a-záéíóúñ]{3,}/i.test(value.replace(/\{\{\s*\w+\s*\}\}/g, ''))) return true; // numbers, codes, "$0", "90%"
  if (identicalInSpanish.has(value)) return true;
  const names = ['BookRx', 'Shift', 'Core', 'Vault', 'Lunia', 'HIPAA', 'PharmD'];
  const words = value.split(/[^\p{L}]+/u).filter(Boolean);
  return words.every((word) => names.includes(word) || /^[A-Z]{2,}$/.test(word)) || /^[\w.]+@[\w.]+$/.test(value);
}

/** Words that are spelled the same in Spanish (checked by a person; add with care). */
const identicalInSpanish = new Set([
  'Beta',
  'Cookies',
  'Error 404',
  'Hospital',
  'Individual',
  'Legal',
  'Portal',
  'Regional',
  'San Juan, Puerto Rico',
  'Startup',
  'Startups',
  'Total',
  '5 min',
  'Marisol Rivera, PharmD',
  'José Colón',
  'Ana Méndez',
  // State names in the organization and location forms.
  'Puerto Rico',
  'Florida',
  'Texas',
  'California',
]);

test('every English namespace has a complete Spanish translation', () => {
  const english = readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json'));
  const spanish = readdirSync(join(localesDir, 'es')).filter((file) => file.endsWith('.json'));
  expect(spanish.sort()).toEqual(english.sort());
  const problems: string[] = [];
  for (const file of english) {
    const en = leaves(readJson(join(localesDir, 'en', file)));
    const es = leaves(readJson(join(localesDir, 'es', file)));
    for (const [key, enValue] of en) {
      const esValue = es.get(key);
      if (esValue === undefined) problems.push(`es/${file}: missing ${key}`);
      else if (esValue.trim() === '') problems.push(`es/${file}: empty ${key}`);
      else if (esValue === enValue && !sameInBothLanguagesIsFine(enValue))
        problems.push(`es/${file}: ${key} is not translated ("${enValue}")`);
      else if (placeholders(esValue).join() !== placeholders(enValue).join())
        problems.push(
          `es/${file}: ${key} has placeholders ${placeholders(esValue)} instead of ${placeholders(enValue)}`,
        );
    }
    for (const key of es.keys()) if (!en.has(key)) problems.push(`es/${file}: ${key} is not in English`);
  }
  expect(problems).toEqual([]);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

test('components show no literal UI text', () => {
  const problems: string[] = [];
  // Text between JSX tags, and the attributes people read or hear.
  const jsxText = /(?<![=-])>\s*([A-Za-zÁÉÍÓÚáéíóúñ][^<>{}]*?)\s*</g;
  const readAttributes = /\b(?:aria-label|alt|title|placeholder)="([^"]*[A-Za-z][^"]*)"/g;
  const allowed = new Set(['Lunia']);
  for (const file of sourceFiles(webSrc)) {
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const name = relative(webSrc, file);
    for (const match of source.matchAll(jsxText)) {
      const text = match[1]?.trim() ?? '';
      // Skip TypeScript generics and comparisons that look like tags (`Array<string>`, `a < b > c`).
      if (!text || allowed.has(text) || /[=;()]|=>|&&|\|\|/.test(text)) continue;
      problems.push(`${name}: "${text}"`);
    }
    for (const match of source.matchAll(readAttributes)) {
      if (!allowed.has(match[1] ?? '')) problems.push(`${name}: attribute "${match[1]}"`);
    }
  }
  expect(problems).toEqual([]);
});
