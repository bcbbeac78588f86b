/**
 * Vector geometry shared by every output of the media kit: shapes are absolute M/L/C/Z paths with a
 * paint, so one drawing becomes SVG (for the browser and the PNG renderer), EPS (PostScript) and PDF.
 */

export type Command =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z'];

export type Paint =
  | { type: 'solid'; color: string }
  | { type: 'linear'; x1: number; y1: number; x2: number; y2: number; from: string; to: string };

export interface Shape {
  path: Command[];
  paint: Paint;
}

export interface Artwork {
  width: number;
  height: number;
  shapes: Shape[];
}

type Point = { x: number; y: number };

const TAU = Math.PI * 2;

/** Cubic Bézier approximation of a circular arc from angle a0 to a1 (radians, y down), in ≤ 90° pieces. */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): Command[] {
  const pieces = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2) - 1e-9));
  const step = (a1 - a0) / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const commands: Command[] = [];
  for (let i = 0; i < pieces; i++) {
    const s = a0 + i * step;
    const e = s + step;
    const [sx, sy] = [cx + r * Math.cos(s), cy + r * Math.sin(s)];
    const [ex, ey] = [cx + r * Math.cos(e), cy + r * Math.sin(e)];
    commands.push([
      'C',
      sx - k * r * Math.sin(s),
      sy + k * r * Math.cos(s),
      ex + k * r * Math.sin(e),
      ey - k * r * Math.cos(e),
      ex,
      ey,
    ]);
  }
  return commands;
}

export function circle(cx: number, cy: number, r: number): Command[] {
  return [['M', cx + r, cy], ...arc(cx, cy, r, 0, TAU), ['Z']];
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): Command[] {
  return [
    ['M', x + r, y],
    ['L', x + w - r, y],
    ...arc(x + w - r, y + r, r, -Math.PI / 2, 0),
    ['L', x + w, y + h - r],
    ...arc(x + w - r, y + h - r, r, 0, Math.PI / 2),
    ['L', x + r, y + h],
    ...arc(x + r, y + h - r, r, Math.PI / 2, Math.PI),
    ['L', x, y + r],
    ...arc(x + r, y + r, r, Math.PI, (3 * Math.PI) / 2),
    ['Z'],
  ];
}

const angleOf = (center: Point, p: Point) => Math.atan2(p.y - center.y, p.x - center.x);
const normalize = (a: number) => ((a % TAU) + TAU) % TAU;

/** The sweep from `from` to `to` (counter-clockwise in y-down terms: increasing angle) or the other way round. */
function sweep(from: number, to: number, mustContain: number, contain: boolean): number {
  const ccw = normalize(to - from);
  const containsDirection = normalize(mustContain - from) < ccw;
  return containsDirection === contain ? ccw : ccw - TAU;
}

/**
 * A crescent: the disc (c1, r1) minus the disc (c2, r2), as one closed outline — the outer arc of the
 * first circle, then the inner arc of the second. The circles must intersect.
 */
export function crescent(c1: Point, r1: number, c2: Point, r2: number): Command[] {
  const dx = c2.x - c1.x;
  const dy = c2.y - c1.y;
  const d = Math.hypot(dx, dy);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r1 * r1 - a * a);
  const mid = { x: c1.x + (a * dx) / d, y: c1.y + (a * dy) / d };
  const p1 = { x: mid.x - (h * dy) / d, y: mid.y + (h * dx) / d };
  const p2 = { x: mid.x + (h * dy) / d, y: mid.y - (h * dx) / d };
  // Outer arc: along the big circle from p1 to p2, avoiding the side that faces the cut circle.
  const outerFrom = angleOf(c1, p1);
  const outer = sweep(outerFrom, angleOf(c1, p2), angleOf(c1, c2), false);
  // Inner arc: along the cut circle from p2 back to p1, through the side that faces the big circle.
  const innerFrom = angleOf(c2, p2);
  const inner = sweep(innerFrom, angleOf(c2, p1), angleOf(c2, c1), true);
  return [
    ['M', p1.x, p1.y],
    ...arc(c1.x, c1.y, r1, outerFrom, outerFrom + outer),
    ...arc(c2.x, c2.y, r2, innerFrom, innerFrom + inner),
    ['Z'],
  ];
}

export function translate(path: Command[], dx: number, dy: number, scale = 1): Command[] {
  return path.map((c): Command => {
    switch (c[0]) {
      case 'M':
      case 'L':
        return [c[0], dx + c[1] * scale, dy + c[2] * scale];
      case 'C':
        return [
          'C',
          dx + c[1] * scale,
          dy + c[2] * scale,
          dx + c[3] * scale,
          dy + c[4] * scale,
          dx + c[5] * scale,
          dy + c[6] * scale,
        ];
    }
    return c;
  });
}

export function movePaint(paint: Paint, dx: number, dy: number, scale = 1): Paint {
  if (paint.type === 'solid') return paint;
  return {
    ...paint,
    x1: dx + paint.x1 * scale,
    y1: dy + paint.y1 * scale,
    x2: dx + paint.x2 * scale,
    y2: dy + paint.y2 * scale,
  };
}

/** Numbers as short, stable text (no `-0`, no exponent). */
export const num = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export function svgPathData(path: Command[]): string {
  return path.map(([op, ...args]) => [op, ...args.map(num)].join(' ')).join(' ');
}

/** A hex colour as 0..1 channels. */
export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
