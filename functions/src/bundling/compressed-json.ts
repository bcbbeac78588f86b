/**
 * Build-time only: the OpenAPI document (docs/openapi.json, ~290 KB minified) goes into its function's
 * bundle Brotli-compressed (~22 KB as base64) and is decompressed once, at cold start, with node's own
 * zlib. Bundle size is cold-start time (functions/build.ts): plain JSON would take the function past
 * the bundle budget on its own. The local stack runs from source and imports the JSON as it is.
 */
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'esbuild';

export function compressedJsonModule(json: string): string {
  const minified = JSON.stringify(JSON.parse(json));
  const packed = brotliCompressSync(Buffer.from(minified, 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).toString('base64');
  return [
    "import { brotliDecompressSync } from 'node:zlib';",
    `export default JSON.parse(brotliDecompressSync(Buffer.from(${JSON.stringify(packed)}, 'base64')).toString('utf8'));`,
  ].join('\n');
}

/** The esbuild plugin applying `compressedJsonModule` to docs/openapi.json. */
export const compressedJsonPlugin: Plugin = {
  name: 'compressed-json',
  setup(build) {
    build.onLoad({ filter: /[\\/]docs[\\/]openapi\.json$/ }, async (args) => ({
      contents: compressedJsonModule(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
