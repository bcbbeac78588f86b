/**
 * The Lunia logo. The mark is the favicon's drawing — a crescent moon (luna) with a star in its
 * hollow, on a rounded square — in the brand gradient, teal to blue; the wordmark is "Lunia" in Inter SemiBold.
 */
import { type Artwork, circle, crescent, movePaint, type Paint, roundedRect, type Shape, translate } from './geometry';
import { measure, textOutline } from './text';

export const BRAND = {
  teal: '#0d9488',
  blue: '#2563eb',
  ink: '#0f172a',
  slate: '#64748b',
  mist: '#f8fafc',
  white: '#ffffff',
} as const;

/** Size of the mark in artwork units. */
export const MARK_SIZE = 64;

const gradient: Paint = {
  type: 'linear',
  x1: 0,
  y1: 0,
  x2: MARK_SIZE,
  y2: MARK_SIZE,
  from: BRAND.teal,
  to: BRAND.blue,
};

/** The mark at the origin, 64 × 64. */
export function markShapes(): Shape[] {
  const white: Paint = { type: 'solid', color: BRAND.white };
  return [
    { path: roundedRect(0, 0, MARK_SIZE, MARK_SIZE, 16), paint: gradient },
    { path: crescent({ x: 30, y: 32 }, 18, { x: 39, y: 25 }, 15), paint: white },
    { path: circle(45, 22, 4), paint: white },
  ];
}

export function mark(): Artwork {
  return { width: MARK_SIZE, height: MARK_SIZE, shapes: markShapes() };
}

const WORDMARK = { text: 'Lunia', size: 46, weight: 600 as const, tracking: -0.01 };
const GAP = 18;

/** Mark and wordmark side by side; `reversed` is the white wordmark for dark backgrounds. */
export function logo(variant: 'color' | 'reversed' = 'color'): Artwork {
  const wordWidth = measure(WORDMARK.text, WORDMARK);
  // Inter's cap height is 0.727 em: centre the capitals on the mark.
  const baseline = MARK_SIZE / 2 + (0.727 * WORDMARK.size) / 2;
  const word = textOutline(WORDMARK.text, MARK_SIZE + GAP, baseline, WORDMARK);
  return {
    width: Math.ceil(MARK_SIZE + GAP + wordWidth + 2),
    height: MARK_SIZE,
    shapes: [
      ...markShapes(),
      { path: word, paint: { type: 'solid', color: variant === 'color' ? BRAND.ink : BRAND.white } },
    ],
  };
}

/** An artwork placed at (x, y) scaled by `scale`, for use inside bigger drawings. */
export function placed(art: Artwork, x: number, y: number, scale: number): Shape[] {
  return art.shapes.map((shape) => ({
    path: translate(shape.path, x, y, scale),
    paint: movePaint(shape.paint, x, y, scale),
  }));
}
