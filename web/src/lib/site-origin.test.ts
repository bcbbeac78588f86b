import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webSourceFiles, webSrcDir } from '../../test-support/source-files';
import { DEFAULT_SITE_ORIGIN, siteHostOf, siteOriginOf } from './site-origin';

const webDir = join(webSrcDir, '..');

/** The build scripts and the Vite config: what the build runs besides the app itself. */
function buildFiles(): string[] {
  const scripts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return scripts(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return [...scripts(join(webDir, 'scripts')), join(webDir, 'vite.config.ts')];
}

/** An address or host at the reserved `.example` domain (a URL, a host with a path, a mailbox). */
const EXAMPLE_ADDRESS = /\/\/[\w.-]+\.example\b|\b[\w-]+(?:\.[\w-]+)*\.example\/|@[\w.-]+\.example\b/;

describe('the site origin of a build', () => {
  it('is LUNIA_SITE_ORIGIN without trailing slashes, or the one default when unset, blank or not a web address', () => {
    expect(siteOriginOf('https://www.lunia.health/')).toBe('https://www.lunia.health');
    expect(siteOriginOf('http://localhost:5173')).toBe('http://localhost:5173');
    for (const value of [undefined, '', '  ', 'lunia.health', 'ftp://lunia.health']) {
      expect(siteOriginOf(value), String(value)).toBe(DEFAULT_SITE_ORIGIN);
    }
  });

  it('names its host without www. (mailboxes and product sites live at the domain)', () => {
    expect(siteHostOf('https://www.lunia.health')).toBe('lunia.health');
    expect(siteHostOf(DEFAULT_SITE_ORIGIN)).toBe('lunia.local');
  });

  it('leaves no .example address in the shipped code or the build scripts', () => {
    const files = [...webSourceFiles().map((file) => join(webSrcDir, file)), ...buildFiles()];
    const found = files.filter((file) => EXAMPLE_ADDRESS.test(readFileSync(file, 'utf8')));
    expect(found.map((file) => relative(webDir, file))).toEqual([]);
  });
});
