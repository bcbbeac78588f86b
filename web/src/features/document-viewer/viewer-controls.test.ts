import { describe, expect, it } from 'vitest';
import { commandForKey, rotate, zoomIn, zoomOut } from './viewer-controls';

describe('viewer controls (spec §9)', () => {
  it('zooms between 0.5 and 3 in steps of 0.25 and rotates by 90°', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomOut(1)).toBe(0.75);
    expect(rotate(270)).toBe(0);
    expect(rotate(0)).toBe(90);
  });

  it('maps the keys', () => {
    expect(['+', '-', 'R', '0', 'F', 'x'].map(commandForKey)).toEqual([
      'zoomIn',
      'zoomOut',
      'rotate',
      'reset',
      'fullscreen',
      null,
    ]);
  });
});
