import { describe, expect, it } from 'vitest';
import { scrollLeftRevealing } from './tab-scroll';

describe('the selected tab is scrolled into its row (issue 40)', () => {
  it('leaves the row where it is when the tab is already in view', () => {
    expect(scrollLeftRevealing({ left: 100, width: 120 }, { scrollLeft: 50, width: 350 })).toBe(50);
  });

  it('scrolls right to a tab beyond the right edge, centring it', () => {
    // A 390 px phone: Billing starts at 480 px in a row 358 px wide.
    expect(scrollLeftRevealing({ left: 480, width: 90 }, { scrollLeft: 0, width: 358 })).toBe(346);
  });

  it('scrolls back left to a tab cut by the left edge, never below 0', () => {
    expect(scrollLeftRevealing({ left: 0, width: 150 }, { scrollLeft: 300, width: 358 })).toBe(0);
    expect(scrollLeftRevealing({ left: 200, width: 150 }, { scrollLeft: 300, width: 358 })).toBe(96);
  });

  it('shows the start of a tab wider than the row', () => {
    expect(scrollLeftRevealing({ left: 400, width: 500 }, { scrollLeft: 0, width: 358 })).toBe(400);
  });
});
