/**
 * Generates the press page's media kit: real files in web/public/media/ and their list with real
 * sizes in web/src/features/press/media-kit-files.ts. Run from the repository root:
 *
 *   npx tsx web/scripts/generate-media-kit.ts        (or: npm run media-kit -w web)
 *
 * Deterministic — text is outlined from Inter (npm @fontsource/inter), PNGs are rendered by resvg
 * (WebAssembly, the same bytes everywhere), the PDF and zips carry fixed dates — so running it again
 * changes nothing unless the drawings change. Commit the outputs with the script.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { type Zippable, zipSync } from 'fflate';
import { brandGuidelinesPdf } from './media-kit/brand-guidelines';
import { toEps, toSvg } from './media-kit/formats';
import { logo, mark } from './media-kit/logo';
import { HEADSHOTS, headshotSvg, screenshotIds, screenshotSvg } from './media-kit/mockups';

const require = createRequire(import.meta.url);
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = join(webDir, 'public/media');
const manifestFile = join(webDir, 'src/features/press/media-kit-files.ts');

/** DOS timestamps in zips are local time: built from local components, they read the same in every time zone. */
const ZIP_TIME = new Date(2025, 0, 27, 12, 0, 0);

await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));

function png(svg: string, width?: number): Uint8Array {
  const options = width ? { fitTo: { mode: 'width' as const, value: width } } : {};
  return new Resvg(svg, { ...options, font: { loadSystemFonts: false } }).render().asPng();
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function zip(files: Record<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const name of Object.keys(files).sort()) {
    entries[name] = [files[name] as Uint8Array, { level: 9, mtime: ZIP_TIME }];
  }
  return zipSync(entries);
}

// Logo package: the full logo (colour and reversed) and the mark, each as SVG, PNG and EPS.
const logoColor = logo('color');
const logoReversed = logo('reversed');
const markArt = mark();
const logoSvg = toSvg(logoColor, 'Lunia');
const logoReversedSvg = toSvg(logoReversed, 'Lunia');
const markSvg = toSvg(markArt, 'Lunia mark');
const logoFiles: Record<string, Uint8Array> = {
  'lunia-logo.svg': utf8(logoSvg),
  'lunia-logo.png': png(logoSvg, 1200),
  'lunia-logo.eps': utf8(toEps(logoColor, 'Lunia logo')),
  'lunia-logo-reversed.svg': utf8(logoReversedSvg),
  'lunia-logo-reversed.png': png(logoReversedSvg, 1200),
  'lunia-logo-reversed.eps': utf8(toEps(logoReversed, 'Lunia logo, reversed')),
  'lunia-mark.svg': utf8(markSvg),
  'lunia-mark.png': png(markSvg, 512),
  'lunia-mark.eps': utf8(toEps(markArt, 'Lunia mark', 4)),
  'README.txt': utf8(
    [
      'Lunia logo package',
      '',
      'lunia-logo.*           full logo, full colour, for white and light backgrounds',
      'lunia-logo-reversed.*  full logo with a white wordmark, for dark backgrounds',
      'lunia-mark.*           the mark alone (app icons, avatars, small sizes)',
      '',
      'SVG for screens, EPS for print, PNG (transparent) where nothing else works.',
      'Colours: Lunia Teal #0D9488, Lunia Blue #2563EB, Ink #0F172A. Typeface: Inter SemiBold.',
      'Clear space, minimum sizes and usage rules: lunia-brand-guidelines.pdf.',
      '',
    ].join('\n'),
  ),
};

const guidelines = await brandGuidelinesPdf({
  logoPng: logoFiles['lunia-logo.png'] as Uint8Array,
  logoReversedPng: logoFiles['lunia-logo-reversed.png'] as Uint8Array,
  markPng: logoFiles['lunia-mark.png'] as Uint8Array,
});

const screenshotFiles: Record<string, Uint8Array> = {
  'README.txt': utf8(
    'Lunia product screenshots\n\nThese are ILLUSTRATIVE MOCKUPS drawn with made-up sample data, not captures of the product.\nEach image carries that label; keep it, or caption the image "Illustrative".\n',
  ),
};
for (const id of screenshotIds) screenshotFiles[`illustrative-${id}.png`] = png(screenshotSvg(id));

const headshotFiles: Record<string, Uint8Array> = {
  'README.txt': utf8(
    'Lunia executive headshots\n\nPLACEHOLDERS: generic silhouettes until approved photographs are available.\nDo not publish them as portraits of anyone.\n',
  ),
};
for (const headshot of HEADSHOTS) headshotFiles[`placeholder-headshot-${headshot.id}.png`] = png(headshotSvg(headshot));

const prefixed = (folder: string, files: Record<string, Uint8Array>) =>
  Object.fromEntries(Object.entries(files).map(([name, data]) => [`${folder}/${name}`, data]));

const outputs = [
  {
    id: 'logo-package',
    fileName: 'lunia-logo-package.zip',
    data: zip(prefixed('lunia-logo-package', logoFiles)),
    formats: ['PNG', 'SVG', 'EPS'],
  },
  { id: 'brand-guidelines', fileName: 'lunia-brand-guidelines.pdf', data: guidelines, formats: ['PDF'] },
  {
    id: 'product-screenshots',
    fileName: 'lunia-product-screenshots.zip',
    data: zip(prefixed('lunia-product-screenshots', screenshotFiles)),
    formats: ['PNG'],
  },
  {
    id: 'executive-headshots',
    fileName: 'lunia-executive-headshots.zip',
    data: zip(prefixed('lunia-executive-headshots', headshotFiles)),
    formats: ['PNG'],
  },
] as const;

const completeKit = zip({
  ...prefixed('lunia-media-kit/logo', logoFiles),
  'lunia-media-kit/lunia-brand-guidelines.pdf': guidelines,
  ...prefixed('lunia-media-kit/screenshots', screenshotFiles),
  ...prefixed('lunia-media-kit/headshots', headshotFiles),
});

rmSync(mediaDir, { recursive: true, force: true });
mkdirSync(mediaDir, { recursive: true });
const all = [...outputs, { id: 'complete-kit', fileName: 'lunia-media-kit.zip', data: completeKit, formats: ['ZIP'] }];
for (const output of all) writeFileSync(join(mediaDir, output.fileName), output.data);
// The logo itself, for the press page to show.
writeFileSync(join(mediaDir, 'lunia-logo.svg'), logoSvg);

const entries = all
  .map(
    (output) =>
      `  {\n    id: '${output.id}',\n    fileName: '${output.fileName}',\n    href: '/media/${output.fileName}',\n    bytes: ${output.data.length},\n    formats: [${output.formats.map((f) => `'${f}'`).join(', ')}],\n  },`,
  )
  .join('\n');
mkdirSync(dirname(manifestFile), { recursive: true });
writeFileSync(
  manifestFile,
  `/**
 * The media kit's files with their real sizes. Generated by web/scripts/generate-media-kit.ts —
 * do not edit by hand; run the script again after changing a drawing.
 */
export const mediaKitFiles = [
${entries}
] as const;

export type MediaKitFileId = (typeof mediaKitFiles)[number]['id'];

/** The logo shown on the press page. */
export const mediaKitLogoHref = '/media/lunia-logo.svg';
`,
);

const total = all.reduce((sum, output) => sum + output.data.length, 0);
for (const output of all)
  console.log(`${output.fileName.padEnd(34)} ${(output.data.length / 1024).toFixed(1).padStart(8)} KB`);
console.log(`${'total'.padEnd(34)} ${(total / 1024).toFixed(1).padStart(8)} KB`);
