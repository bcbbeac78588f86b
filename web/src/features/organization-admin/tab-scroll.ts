/**
 * The tab row of the organization page scrolls sideways on a phone (issue 40): the selected tab is
 * brought into the row's view, not left scrolled out of it. Only the row scrolls, never the page
 * (`scrollIntoView` would also move the page vertically). Pure.
 */
export function scrollLeftRevealing(
  tab: { left: number; width: number },
  row: { scrollLeft: number; width: number },
): number {
  const visible = tab.left >= row.scrollLeft && tab.left + tab.width <= row.scrollLeft + row.width;
  if (visible) return row.scrollLeft;
  // Centred when it fits, its start shown when it does not.
  return Math.max(0, Math.round(tab.left - Math.max(0, (row.width - tab.width) / 2)));
}
