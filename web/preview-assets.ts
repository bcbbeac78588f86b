/**
 * `vite preview` serves the build's hashed assets (`/assets/*`) as CloudFront does
 * (infra/lib/site-stack.ts): cached for a year as immutable, and compressed when the browser accepts it
 * (the distribution's `compress: true`: gzip or Brotli for text types). Vite's own static server sends
 * them uncompressed with `no-cache`, so every page load of the end-to-end tests asked again for every
 * chunk and every first load moved the whole build. Each file is read and compressed once per server:
 * the build does not change under it. Pages and other files are left to Vite.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The asset types of a build, and whether CloudFront compresses them. */
const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'text/javascript', compress: true },
  '.css': { type: 'text/css', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.json': { type: 'application/json', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
  '.png': { type: 'image/png', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.mjs': { type: 'text/javascript', compress: true },
};

/** CloudFront compresses files of 1,000 bytes up to 10 MB. */
const MIN_COMPRESSED_BYTES = 1_000;
/** How the build's hashed assets are cached: the site stack uploads them with it, and this server sends it. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding CloudFront picks for an Accept-Encoding header: Brotli first, then gzip. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.toLowerCase())
    .filter(Boolean);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

interface CachedAsset {
  type: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/** Serves `/assets/*` of `root` from memory; anything else goes on to the next middleware. */
export function assetServer(root: string) {
  const assetsDir = resolve(root, 'assets');
  const cache = new Map<string, CachedAsset | null>();
  const load = (pathname: string): CachedAsset | null => {
    const cached = cache.get(pathname);
    if (cached !== undefined) return cached;
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(pathname)));
    } catch {
      return null;
    }
    const known = TYPES[extname(file)];
    let asset: CachedAsset | null = null;
    if (known && file.startsWith(assetsDir + sep) && existsSync(file)) {
      const identity = readFileSync(file);
      asset = { type: known.type, bodies: { identity } };
      if (known.compress && identity.length >= MIN_COMPRESSED_BYTES) {
        asset.bodies.gzip = gzipSync(identity, { level: 9 });
        asset.bodies.br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      }
    }
    cache.set(pathname, asset);
    return asset;
  };
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !pathname.startsWith('/assets/')) return next();
    const asset = load(pathname);
    if (!asset) return next();
    const wanted = encodingFor(request.headers['accept-encoding'] as string | undefined);
    const encoding = asset.bodies[wanted] ? wanted : 'identity';
    const body = asset.bodies[encoding] as Buffer;
    response.statusCode = 200;
    response.setHeader('Content-Type', asset.type);
    response.setHeader('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
    response.setHeader('Content-Length', body.length);
    if (asset.bodies.gzip) response.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** The plugin, for `vite preview` only (the dev server serves sources, not a build); `root` is the build. */
export function serveAssetsAsCloudFront(root: string): Plugin {
  return {
    name: 'lunia-serve-assets-as-cloudfront',
    configurePreviewServer(server) {
      server.middlewares.use(assetServer(root));
    },
  };
}
