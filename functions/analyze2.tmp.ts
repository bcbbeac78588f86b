import { build } from 'esbuild';
async function inputs(entry: string) {
  const r = await build({ absWorkingDir: '/work/main', entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node22', minify: true, mainFields: ['module','main'], metafile: true, outdir: '/tmp/out',
    alias: { '@aws-sdk/credential-provider-node': './functions/src/lib/credential-provider-env-only.ts', '@smithy/core/event-streams': './functions/src/lib/event-streams-unsupported.ts' }, logLevel: 'error' });
  return Object.values(r.metafile.outputs)[0]!.inputs;
}
const a = await inputs(process.argv[2]!); const b = await inputs(process.argv[3]!);
const rows: [string, number][] = [];
for (const f of new Set([...Object.keys(a), ...Object.keys(b)])) {
  const d = (b[f]?.bytesInOutput ?? 0) - (a[f]?.bytesInOutput ?? 0);
  if (Math.abs(d) > 300) rows.push([f, d]);
}
rows.sort((x,y)=>y[1]-x[1]);
console.log(rows.map(([f,d])=>`${(d/1024).toFixed(1).padStart(7)} ${f.replace(/^.*node_modules\//,'')}`).join('\n'));
