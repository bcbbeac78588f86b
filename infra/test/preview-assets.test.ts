/**
 * The local stand-in for CloudFront's handling of the build's hashed assets (web/preview-assets.ts,
 * used by `vite preview` in the local stack and the browser tests) keeps CloudFront's rules:
 * - "CloudFront compresses files ... between 1,000 and 10,000,000 bytes", for text types such as
 *   text/javascript, text/css, image/svg+xml and application/json, and "if the viewer supports both
 *   formats, CloudFront uses Brotli" (Amazon CloudFront Developer Guide, "Serve compressed files");
 * - the site stack uploads `/assets/*` with `Cache-Control: public, max-age=31536000, immutable`
 *   (infra/lib/site-stack.ts), which CloudFront passes on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetServer, encodingFor } from '../../web/preview-assets';
import { temporaryFolder } from './temporary-folder';

const script = `export const chunk = ${JSON.stringify('x'.repeat(4_000))};\n`;
let server: Server;
let base = '';

beforeAll(async () => {
  const root = temporaryFolder('lunia-preview-assets-');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'page-Ab12.js'), script);
  writeFileSync(join(root, 'assets', 'tiny-Cd34.css'), 'p{margin:0}');
  writeFileSync(join(root, 'assets', 'font-Ef56.woff2'), Buffer.alloc(2_000, 7));
  writeFileSync(join(root, 'secret.js'), 'outside the assets');
  const serve = assetServer(root);
  server = createServer((request, response) =>
    serve(request, response, () => {
      response.statusCode = 404;
      response.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would undo the encoding). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = httpGet(
      `${base}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('hashed assets as CloudFront serves them', () => {
  it('are immutable for a year, in Brotli when accepted, else gzip, else as built', async () => {
    const brotli = await get('/assets/page-Ab12.js', 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toBe('text/javascript');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await get('/assets/page-Ab12.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.body.length).toBeLessThan(script.length / 10);

    const plain = await get('/assets/page-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves files under 1,000 bytes and fonts uncompressed', async () => {
    const tiny = await get('/assets/tiny-Cd34.css', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('p{margin:0}');
    const font = await get('/assets/font-Ef56.woff2', 'br, gzip');
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(2_000);
  });

  it('passes on what is not a built asset: pages, missing files, paths that leave the folder', async () => {
    for (const path of [
      '/',
      '/pricing',
      '/assets/missing-Zz99.js',
      '/assets/../secret.js',
      '/assets/%2e%2e/secret.js',
    ]) {
      const response = await get(path, 'gzip');
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe('passed on');
    }
  });

  it('picks the encoding from Accept-Encoding as CloudFront does', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip;q=1.0, identity; q=0.5')).toBe('gzip');
    expect(encodingFor('deflate')).toBe('identity');
    expect(encodingFor(undefined)).toBe('identity');
  });
});
