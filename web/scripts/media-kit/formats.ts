/** One artwork, three vector formats: SVG markup, an SVG fragment for bigger drawings, and EPS. */
import { type Artwork, num, type Paint, rgb, type Shape, svgPathData } from './geometry';

const escapeXml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** SVG elements for shapes; gradients get ids with the given prefix so fragments can share a document. */
export function svgFragment(shapes: Shape[], idPrefix: string): string {
  const defs: string[] = [];
  const paths = shapes.map((shape, i) => {
    const fill = paintToSvg(shape.paint, `${idPrefix}${i}`, defs);
    return `<path d="${svgPathData(shape.path)}" fill="${fill}"/>`;
  });
  return `${defs.length > 0 ? `<defs>${defs.join('')}</defs>` : ''}${paths.join('')}`;
}

function paintToSvg(paint: Paint, id: string, defs: string[]): string {
  if (paint.type === 'solid') return paint.color;
  defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(paint.x1)}" y1="${num(paint.y1)}" x2="${num(paint.x2)}" y2="${num(paint.y2)}"><stop offset="0" stop-color="${paint.from}"/><stop offset="1" stop-color="${paint.to}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

export function toSvg(art: Artwork, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(art.width)}" height="${num(art.height)}" viewBox="0 0 ${num(art.width)} ${num(art.height)}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${svgFragment(art.shapes, 'lunia-g')}</svg>\n`;
}

const psColor = (hex: string) =>
  rgb(hex)
    .map((c) => String(Math.round(c * 1000) / 1000))
    .join(' ');

function psPath(shape: Shape): string {
  return shape.path
    .map((c) => {
      switch (c[0]) {
        case 'M':
          return `${num(c[1])} ${num(c[2])} m`;
        case 'L':
          return `${num(c[1])} ${num(c[2])} l`;
        case 'C':
          return `${c
            .slice(1)
            .map((v) => num(v as number))
            .join(' ')} c`;
      }
      return 'h';
    })
    .join('\n');
}

/**
 * Encapsulated PostScript (level 3, for the axial gradient) drawn from the same geometry. The art's
 * units become `scale` points; the y axis is flipped once so the SVG coordinates can be used as is.
 */
export function toEps(art: Artwork, title: string, scale = 2): string {
  const width = Math.ceil(art.width * scale);
  const height = Math.ceil(art.height * scale);
  const body = art.shapes.map((shape) => {
    const path = `newpath\n${psPath(shape)}`;
    const paint = shape.paint;
    if (paint.type === 'solid') return `${path}\n${psColor(paint.color)} setrgbcolor fill`;
    return [
      'gsave',
      path,
      'clip',
      `<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [${[paint.x1, paint.y1, paint.x2, paint.y2].map(num).join(' ')}]`,
      `   /Function << /FunctionType 2 /Domain [0 1] /C0 [${psColor(paint.from)}] /C1 [${psColor(paint.to)}] /N 1 >>`,
      '   /Extend [true true] >> shfill',
      'grestore',
    ].join('\n');
  });
  return [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${width} ${height}`,
    `%%HiResBoundingBox: 0 0 ${num(art.width * scale)} ${num(art.height * scale)}`,
    `%%Title: ${title}`,
    '%%Creator: Lunia media kit generator (web/scripts/generate-media-kit.ts)',
    '%%CreationDate: 2025-01-27',
    '%%LanguageLevel: 3',
    '%%Pages: 1',
    '%%EndComments',
    '%%BeginProlog',
    '/m { moveto } bind def /l { lineto } bind def /c { curveto } bind def /h { closepath } bind def',
    '%%EndProlog',
    '%%Page: 1 1',
    'gsave',
    `[${num(scale)} 0 0 ${num(-scale)} 0 ${num(art.height * scale)}] concat`,
    ...body,
    'grestore',
    'showpage',
    '%%EOF',
    '',
  ].join('\n');
}
