/**
 * Product screenshots (illustrative mockups drawn here, with made-up sample data, each labelled as
 * such) and placeholder executive headshots, as SVG for the PNG renderer. All text is outlined.
 */

import { siteHostOf, siteOriginOf } from '../../src/lib/site-origin';
import { svgFragment } from './formats';
import { svgPathData } from './geometry';
import { BRAND, logo, mark, placed } from './logo';
import { type TextOptions, textOutline } from './text';

/** The products' sites are named after the build's site (LUNIA_SITE_ORIGIN, or the default). */
const siteHost = siteHostOf(siteOriginOf(process.env.LUNIA_SITE_ORIGIN));

class Canvas {
  private readonly parts: string[] = [];
  private gradientIds = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  rect(x: number, y: number, w: number, h: number, fill: string, options: { rx?: number; stroke?: string } = {}) {
    const rx = options.rx ? ` rx="${options.rx}"` : '';
    const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="1"` : '';
    this.parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${rx}${stroke}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string) {
    this.parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
  }

  raw(svg: string) {
    this.parts.push(svg);
  }

  text(value: string, x: number, y: number, options: TextOptions & { fill: string }) {
    this.parts.push(`<path d="${svgPathData(textOutline(value, x, y, options))}" fill="${options.fill}"/>`);
  }

  logo(x: number, y: number, scale: number, variant: 'color' | 'reversed' = 'color') {
    this.parts.push(svgFragment(placed(logo(variant), x, y, scale), `g${this.gradientIds++}-`));
  }

  mark(x: number, y: number, scale: number) {
    this.parts.push(svgFragment(placed(mark(), x, y, scale), `g${this.gradientIds++}-`));
  }

  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">${this.parts.join('')}</svg>`;
  }
}

const SLATE = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  900: '#0f172a',
} as const;

const BADGE = {
  green: { bg: '#dcfce7', fg: '#166534' },
  amber: { bg: '#fef3c7', fg: '#92400e' },
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
  teal: { bg: '#ccfbf1', fg: '#115e59' },
} as const;

type BadgeColor = keyof typeof BADGE;

function badge(c: Canvas, label: string, x: number, y: number, color: BadgeColor) {
  const width = label.length * 7.4 + 20;
  c.rect(x, y - 17, width, 24, BADGE[color].bg, { rx: 12 });
  c.text(label, x + width / 2, y, { size: 13, weight: 600, fill: BADGE[color].fg, anchor: 'middle' });
}

const W = 1600;
const H = 1000;
const CONTENT_X = 320;
/** The page area right of the sidebar, where each screen draws its content. */
const CONTENT_LEFT = CONTENT_X + 20;
const CONTENT_RIGHT = W - 100;

/** A white panel with rounded corners and a light border: stat cards, tables, charts. */
function card(c: Canvas, x: number, y: number, width: number, height: number) {
  c.rect(x, y, width, height, BRAND.white, { rx: 12, stroke: SLATE[200] });
}

interface Screen {
  product: string;
  url: string;
  nav: string[];
  active: number;
  title: string;
  subtitle: string;
  draw: (c: Canvas) => void;
}

/** The app frame shared by every screenshot: window, sidebar, header and the "illustrative" label. */
function frame(screen: Screen): Canvas {
  const c = new Canvas(W, H);
  c.rect(0, 0, W, H, SLATE[200]);
  c.rect(40, 40, W - 80, H - 80, BRAND.white, { rx: 14, stroke: SLATE[300] });
  // Browser bar.
  c.rect(40, 40, W - 80, 52, SLATE[100], { rx: 14 });
  c.rect(40, 78, W - 80, 14, SLATE[100]);
  for (const [i, color] of ['#f87171', '#fbbf24', '#34d399'].entries()) c.circle(70 + i * 22, 66, 6, color);
  c.rect(420, 52, 760, 28, BRAND.white, { rx: 14, stroke: SLATE[200] });
  c.text(screen.url, 800, 71, { size: 14, fill: SLATE[500], anchor: 'middle' });
  // Sidebar.
  c.rect(40, 92, 240, H - 132, SLATE[900]);
  c.logo(64, 118, 0.5, 'reversed');
  c.text(screen.product, 64, 190, { size: 13, weight: 600, fill: SLATE[400], tracking: 0.06 });
  screen.nav.forEach((item, i) => {
    const y = 222 + i * 46;
    if (i === screen.active) c.rect(52, y - 26, 216, 38, '#1e293b', { rx: 8 });
    c.rect(68, y - 15, 16, 16, i === screen.active ? BRAND.teal : SLATE[600], { rx: 4 });
    c.text(item, 96, y - 2, { size: 16, weight: i === screen.active ? 600 : 400, fill: BRAND.white });
  });
  // Header.
  c.text(screen.title, CONTENT_LEFT, 150, { size: 30, weight: 700, fill: SLATE[900] });
  c.text(screen.subtitle, CONTENT_LEFT, 180, { size: 16, fill: SLATE[500] });
  c.circle(W - 96, 136, 20, BRAND.teal);
  c.text('AR', W - 96, 141, { size: 14, weight: 600, fill: BRAND.white, anchor: 'middle' });
  screen.draw(c);
  // The label every screenshot carries.
  const label = 'Illustrative mockup with sample data — not a capture of the product';
  c.rect(W / 2 - 330, H - 33, 660, 26, '#fffbeb', { rx: 13, stroke: '#f59e0b' });
  c.text(label, W / 2, H - 15, { size: 14, weight: 600, fill: '#92400e', anchor: 'middle' });
  return c;
}

function statCards(c: Canvas, stats: [string, string, string][]) {
  const width = (CONTENT_RIGHT - CONTENT_LEFT - 3 * 20) / 4;
  stats.forEach(([label, value, note], i) => {
    const x = CONTENT_LEFT + i * (width + 20);
    card(c, x, 210, width, 120);
    c.text(label, x + 20, 244, { size: 15, fill: SLATE[500] });
    c.text(value, x + 20, 288, { size: 34, weight: 700, fill: SLATE[900] });
    c.text(note, x + 20, 314, { size: 13, fill: BRAND.teal });
  });
}

/**
 * A table from `x` to the content's right edge: `columns` maps each header to its width; a cell written
 * `[color]text` is a badge.
 */
function table(c: Canvas, x: number, y: number, columns: Record<string, number>, rows: string[][]) {
  const width = CONTENT_RIGHT - x;
  const widths = Object.values(columns);
  card(c, x, y, width, 48 + rows.length * 52);
  c.rect(x + 1, y + 1, width - 2, 46, SLATE[50], { rx: 12 });
  let colX = x + 20;
  for (const [name, w] of Object.entries(columns)) {
    c.text(name.toUpperCase(), colX, y + 30, { size: 12, weight: 600, fill: SLATE[500], tracking: 0.05 });
    colX += w;
  }
  rows.forEach((row, r) => {
    const rowY = y + 48 + r * 52;
    c.rect(x + 1, rowY, width - 2, 1, SLATE[200]);
    let cellX = x + 20;
    row.forEach((cell, i) => {
      const badgeMatch = /^\[(\w+)\](.*)$/.exec(cell);
      if (badgeMatch) badge(c, badgeMatch[2] ?? '', cellX, rowY + 32, badgeMatch[1] as BadgeColor);
      else c.text(cell, cellX, rowY + 32, { size: 15, weight: i === 0 ? 600 : 400, fill: SLATE[i === 0 ? 900 : 600] });
      cellX += widths[i] ?? 0;
    });
  });
}

const screens: Record<string, Screen> = {
  'bookrx-shift-marketplace': {
    product: 'BOOKRX',
    url: `bookrx.${siteHost}/shifts`,
    nav: ['Open shifts', 'My bookings', 'Pharmacists', 'Payments', 'Settings'],
    active: 0,
    title: 'Open shifts',
    subtitle: 'Pharmacist and technician shifts across Puerto Rico',
    draw: (c) => {
      statCards(c, [
        ['Open shifts', '42', '+8 this week'],
        ['Filled this month', '128', '96% fill rate'],
        ['Avg. time to fill', '5.2 h', '−1.1 h vs. last month'],
        ['Verified pharmacists', '310', 'Licences checked'],
      ]);
      table(c, CONTENT_LEFT, 360, { Pharmacy: 300, Role: 190, Date: 190, Hours: 150, Rate: 130, Status: 160 }, [
        ['Farmacia El Faro', 'Pharmacist', 'Mon, Feb 3', '8:00–16:00', '$62/h', '[green]Open'],
        ['Botica Central', 'Technician', 'Mon, Feb 3', '12:00–20:00', '$24/h', '[amber]Pending'],
        ['Farmacia San Juan', 'Pharmacist', 'Tue, Feb 4', '7:00–15:00', '$60/h', '[blue]Booked'],
        ['Farmacia La Montaña', 'Pharmacist', 'Wed, Feb 5', '9:00–17:00', '$65/h', '[green]Open'],
        ['Farmacia Costa Sur', 'Technician', 'Thu, Feb 6', '8:00–14:00', '$23/h', '[green]Open'],
        ['Farmacia del Pueblo', 'Pharmacist', 'Fri, Feb 7', '14:00–22:00', '$68/h', '[blue]Booked'],
        ['Botica Borinquen', 'Pharmacist', 'Sat, Feb 8', '8:00–13:00', '$70/h', '[green]Open'],
      ]);
    },
  },
  'shift-scheduling': {
    product: 'SHIFT',
    url: `shift.${siteHost}/schedule`,
    nav: ['Schedule', 'Team', 'Time off', 'Shift trades', 'Labor costs'],
    active: 0,
    title: 'Week of February 3',
    subtitle: 'Farmacia El Faro · 6 team members · labor-law checks on',
    draw: (c) => {
      const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7', 'Sat 8', 'Sun 9'];
      const people = ['Ana R.', 'Luis M.', 'Carmen O.', 'José T.', 'Marta C.', 'Pedro V.'];
      const left = CONTENT_LEFT;
      const top = 220;
      const nameWidth = 160;
      const colWidth = (CONTENT_RIGHT - left - nameWidth) / 7;
      card(c, left, top, CONTENT_RIGHT - left + 20, 60 + people.length * 84);
      days.forEach((day, i) => {
        c.text(day, left + nameWidth + i * colWidth + colWidth / 2, top + 36, {
          size: 15,
          weight: 600,
          fill: SLATE[600],
          anchor: 'middle',
        });
      });
      const colors = [BADGE.teal, BADGE.blue, BADGE.amber, BADGE.green];
      people.forEach((person, p) => {
        const y = top + 60 + p * 84;
        c.rect(left + 1, y, CONTENT_RIGHT - left + 18, 1, SLATE[200]);
        c.text(person, left + 20, y + 48, { size: 16, weight: 600, fill: SLATE[900] });
        days.forEach((_, d) => {
          if ((p * 3 + d * 2) % 7 < 2) return; // days off
          const color = colors[(p + d) % colors.length] ?? BADGE.teal;
          const x = left + nameWidth + d * colWidth + 6;
          c.rect(x, y + 14, colWidth - 12, 56, color.bg, { rx: 8 });
          const start = 7 + ((p + d) % 3) * 2;
          c.text(`${start}:00–${start + 8}:00`, x + 12, y + 38, { size: 14, weight: 600, fill: color.fg });
          c.text(p % 2 === 0 ? 'Pharmacist' : 'Technician', x + 12, y + 58, { size: 13, fill: color.fg });
        });
      });
      c.text(
        'Weekly labor cost $6,480 · 0 overtime alerts · 2 trade requests',
        left,
        top + 60 + people.length * 84 + 44,
        {
          size: 16,
          fill: SLATE[600],
        },
      );
    },
  },
  'core-inventory': {
    product: 'LUNIA CORE',
    url: `core.${siteHost}/inventory`,
    nav: ['Dashboard', 'Inventory', 'Orders', 'Compliance', 'Insights'],
    active: 1,
    title: 'Inventory',
    subtitle: 'Stock levels, expirations and reorders in one place',
    draw: (c) => {
      statCards(c, [
        ['Items in stock', '2,418', 'Synced 2 min ago'],
        ['Low stock', '17', 'Reorders suggested'],
        ['Expiring in 30 days', '9', 'Return or transfer'],
        ['Orders in transit', '4', 'Arriving this week'],
      ]);
      // Bar chart: dispensed units per day.
      const x0 = CONTENT_LEFT;
      const chartWidth = 520;
      card(c, x0, 360, chartWidth, 470);
      c.text('Dispensed units, last 14 days', x0 + 20, 396, { size: 17, weight: 600, fill: SLATE[900] });
      const values = [62, 75, 58, 90, 84, 40, 35, 70, 88, 79, 95, 82, 45, 38];
      values.forEach((v, i) => {
        const h = v * 3.6;
        c.rect(x0 + 30 + i * 34, 790 - h, 22, h, i >= 12 ? SLATE[300] : i % 2 ? BRAND.blue : BRAND.teal, { rx: 4 });
      });
      c.rect(x0 + 24, 790, chartWidth - 48, 1, SLATE[300]);
      table(c, x0 + chartWidth + 20, 360, { Item: 250, 'On hand': 110, Status: 150 }, [
        ['Amoxicillin 500 mg', '1,240', '[green]In stock'],
        ['Metformin 850 mg', '96', '[amber]Low'],
        ['Atorvastatin 20 mg', '410', '[green]In stock'],
        ['Insulin glargine', '12', '[red]Reorder'],
        ['Lisinopril 10 mg', '530', '[green]In stock'],
        ['Albuterol inhaler', '28', '[amber]Low'],
        ['Omeprazole 20 mg', '75', '[blue]On order'],
      ]);
    },
  },
  'vault-patient-records': {
    product: 'LUNIA VAULT',
    url: `vault.${siteHost}/records`,
    nav: ['My records', 'Medications', 'Sharing', 'Emergency card', 'Access log'],
    active: 0,
    title: 'My health records',
    subtitle: 'Owned by the patient, shared with the pharmacies they choose',
    draw: (c) => {
      const x0 = CONTENT_LEFT;
      card(c, x0, 210, 420, 310);
      c.circle(x0 + 60, 270, 34, BADGE.teal.bg);
      c.text('DP', x0 + 60, 277, { size: 20, weight: 700, fill: BADGE.teal.fg, anchor: 'middle' });
      c.text('Demo Patient', x0 + 110, 265, { size: 22, weight: 700, fill: SLATE[900] });
      c.text('Sample profile · not a real person', x0 + 110, 290, { size: 14, fill: SLATE[500] });
      const facts: [string, string][] = [
        ['Allergies', 'Penicillin'],
        ['Conditions', 'Type 2 diabetes'],
        ['Primary pharmacy', 'Farmacia El Faro'],
        ['Emergency contact', 'On file'],
      ];
      facts.forEach(([k, v], i) => {
        c.text(k, x0 + 24, 350 + i * 38, { size: 15, fill: SLATE[500] });
        c.text(v, x0 + 180, 350 + i * 38, { size: 15, weight: 600, fill: SLATE[900] });
      });
      badge(c, 'Encrypted · you control access', x0 + 24, 500, 'teal');
      table(c, x0 + 440, 210, { Medication: 260, Dose: 200, Refills: 120, Status: 140 }, [
        ['Metformin', '850 mg twice daily', '3', '[green]Active'],
        ['Lisinopril', '10 mg daily', '2', '[green]Active'],
        ['Atorvastatin', '20 mg at night', '5', '[green]Active'],
        ['Amoxicillin', '500 mg, 7 days', '0', '[blue]Completed'],
      ]);
      table(c, x0, 540, { 'Who viewed': 360, Why: 360, When: 260, Access: 200 }, [
        ['Farmacia El Faro', 'Refill check', 'Today, 10:24', '[green]Allowed'],
        ['Clínica Familiar', 'Appointment', 'Jan 28, 15:02', '[green]Allowed'],
        ['Farmacia Costa Sur', 'Emergency card', 'Jan 12, 08:47', '[amber]Emergency'],
        ['Unknown app', 'Data request', 'Jan 9, 22:10', '[red]Denied'],
      ]);
    },
  },
};

export const screenshotIds = Object.keys(screens);

export function screenshotSvg(id: string): string {
  const screen = screens[id];
  if (!screen) throw new Error(`No screenshot ${id}`);
  return frame(screen).toSvg();
}

export const HEADSHOTS = [
  { id: 'ceo', role: 'Chief Executive Officer', background: '#ccfbf1', figure: BRAND.teal },
  { id: 'cto', role: 'Chief Technology Officer', background: '#dbeafe', figure: BRAND.blue },
  { id: 'coo', role: 'Chief Operating Officer', background: '#e0e7ff', figure: '#4f46e5' },
] as const;

/** A generic silhouette over a plain background, marked as a placeholder in the picture itself. */
export function headshotSvg(headshot: (typeof HEADSHOTS)[number]): string {
  const size = 800;
  const c = new Canvas(size, size);
  c.rect(0, 0, size, size, headshot.background);
  c.circle(400, 300, 130, headshot.figure);
  c.raw(`<path d="M130 800 C130 560 250 470 400 470 C550 470 670 560 670 800 Z" fill="${headshot.figure}"/>`);
  c.rect(0, 640, size, 160, 'rgba(15,23,42,0.82)');
  c.text('PLACEHOLDER', 400, 700, { size: 40, weight: 700, fill: BRAND.white, anchor: 'middle', tracking: 0.12 });
  c.text(`${headshot.role} — photo to come`, 400, 746, { size: 26, fill: '#e2e8f0', anchor: 'middle' });
  c.mark(24, 24, 0.75);
  return c.toSvg();
}
