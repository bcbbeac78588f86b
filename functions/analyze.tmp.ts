import { build, analyzeMetafile } from 'esbuild';
const entry = process.argv[2]!;
const r = await build({ absWorkingDir: '/work/main', entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node22', minify: true, mainFields: ['module','main'], metafile: true, outdir: '/tmp/out',
  alias: { '@aws-sdk/credential-provider-node': './functions/src/lib/credential-provider-env-only.ts', '@smithy/core/event-streams': './functions/src/lib/event-streams-unsupported.ts' }, logLevel: 'error' });
const out = Object.values(r.metafile.outputs)[0]!;
const groups: Record<string, number> = {};
for (const [file, info] of Object.entries(out.inputs)) {
  const m = file.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const key = m ? m[1]! : file.replace(/^.*?(functions|shared)\//, '$1/');
  groups[key] = (groups[key] ?? 0) + info.bytesInOutput;
}
console.log(Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0, 40).map(([k,v])=>`${(v/1024).toFixed(1).padStart(7)} ${k}`).join('\n'));
