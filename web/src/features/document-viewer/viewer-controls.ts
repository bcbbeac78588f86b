/** Spec §9: zoom from 0.5 to 3 in steps of 0.25; rotation in 90° steps. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.25;
export const ROTATION_STEP = 90;

export const zoomIn = (zoom: number) => Math.min(MAX_ZOOM, zoom + ZOOM_STEP);
export const zoomOut = (zoom: number) => Math.max(MIN_ZOOM, zoom - ZOOM_STEP);
export const rotate = (rotation: number) => (rotation + ROTATION_STEP) % 360;

export type ViewerCommand = 'zoomIn' | 'zoomOut' | 'rotate' | 'reset' | 'fullscreen';

/** Spec §9 keys: + zoom in, - zoom out, R rotate, 0 reset, F fullscreen (Esc closes, through the dialog). */
export function commandForKey(key: string): ViewerCommand | null {
  switch (key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case 'r':
    case 'R':
      return 'rotate';
    case '0':
      return 'reset';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}
