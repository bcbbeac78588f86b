/** The brand guidelines PDF (3 pages, US Letter): logo, colour, typography, usage rules. */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, rgb as pdfRgb } from 'pdf-lib';
import { rgb } from './geometry';
import { bullets, color, type Fonts, footer, heading, MARGIN, PAGE, paragraph } from './guidelines-layout';
import { BRAND } from './logo';
import { interFile } from './text';

export interface GuidelineImages {
  logoPng: Uint8Array;
  logoReversedPng: Uint8Array;
  markPng: Uint8Array;
}

/** A fixed date keeps the file byte-identical between runs. */
const DOCUMENT_DATE = new Date('2025-01-27T12:00:00Z');

function logoPage(doc: PDFDocument, fonts: Fonts, images: Record<keyof GuidelineImages, PDFImage>) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  // Cover band.
  page.drawRectangle({ x: 0, y: PAGE.height - 250, width: PAGE.width, height: 250, color: color(BRAND.mist) });
  const logoWidth = 230;
  const logoHeight = (images.logoPng.height / images.logoPng.width) * logoWidth;
  page.drawImage(images.logoPng, { x: MARGIN, y: PAGE.height - 64 - logoHeight, width: logoWidth, height: logoHeight });
  page.drawText('Brand guidelines', {
    x: MARGIN,
    y: PAGE.height - 190,
    size: 30,
    font: fonts.bold,
    color: color(BRAND.ink),
  });
  page.drawText('Logo, colour, typography and usage · version 1.0 · January 2025', {
    x: MARGIN,
    y: PAGE.height - 216,
    size: 11,
    font: fonts.regular,
    color: color(BRAND.slate),
  });

  let y = heading(page, fonts, 'The logo', PAGE.height - 280);
  y = paragraph(
    page,
    'The Lunia logo pairs a mark with the wordmark. The mark is a crescent moon (luna) with a star in its hollow, on a rounded square in the Lunia gradient, teal to blue: care that keeps going through the night shift. The wordmark is "Lunia" set in Inter SemiBold. Use the files of the logo package (SVG for screens, EPS for print, PNG where nothing else works); never redraw or retype the logo.',
    MARGIN,
    y,
    { font: fonts.regular, size: 10.5, width: PAGE.width - 2 * MARGIN },
  );

  // Variants side by side.
  const boxWidth = (PAGE.width - 2 * MARGIN - 20) / 2;
  const boxY = y - 130;
  page.drawRectangle({
    x: MARGIN,
    y: boxY,
    width: boxWidth,
    height: 110,
    color: color(BRAND.white),
    borderColor: color('#e2e8f0'),
    borderWidth: 1,
  });
  page.drawRectangle({ x: MARGIN + boxWidth + 20, y: boxY, width: boxWidth, height: 110, color: color(BRAND.ink) });
  const variantWidth = 170;
  const variantHeight = (images.logoPng.height / images.logoPng.width) * variantWidth;
  page.drawImage(images.logoPng, {
    x: MARGIN + (boxWidth - variantWidth) / 2,
    y: boxY + (110 - variantHeight) / 2,
    width: variantWidth,
    height: variantHeight,
  });
  page.drawImage(images.logoReversedPng, {
    x: MARGIN + boxWidth + 20 + (boxWidth - variantWidth) / 2,
    y: boxY + (110 - variantHeight) / 2,
    width: variantWidth,
    height: variantHeight,
  });
  page.drawText('Full colour, on white and light backgrounds', {
    x: MARGIN,
    y: boxY - 16,
    size: 9,
    font: fonts.semibold,
    color: color(BRAND.slate),
  });
  page.drawText('Reversed, on Ink and dark photography', {
    x: MARGIN + boxWidth + 20,
    y: boxY - 16,
    size: 9,
    font: fonts.semibold,
    color: color(BRAND.slate),
  });

  y = heading(page, fonts, 'Clear space and minimum size', boxY - 40, 14);
  const markSize = 56;
  page.drawRectangle({
    x: MARGIN,
    y: y - markSize - 28,
    width: markSize + 28,
    height: markSize + 28,
    borderColor: color(BRAND.teal),
    borderWidth: 0.75,
    borderDashArray: [3, 3],
  });
  page.drawImage(images.markPng, { x: MARGIN + 14, y: y - markSize - 14, width: markSize, height: markSize });
  bullets(
    page,
    fonts,
    [
      'Keep a clear space of one quarter of the mark’s height on every side of the logo (16 px around a 64 px mark). Nothing else — text, edges, other logos — enters it.',
      'Minimum size: the full logo at 120 px / 32 mm wide; the mark alone at 24 px / 6 mm. Below that, use the mark without the wordmark.',
      'The mark may stand alone as an app icon, avatar or favicon. The wordmark never appears without the mark.',
    ],
    MARGIN + markSize + 48,
    y,
    PAGE.width - 2 * MARGIN - markSize - 48,
    BRAND.teal,
  );
  footer(page, fonts, 1);
}

function colourAndTypePage(doc: PDFDocument, fonts: Fonts) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  let y = heading(page, fonts, 'Colour', PAGE.height - MARGIN);
  y = paragraph(
    page,
    'Teal is the brand colour and leads every layout; blue supports it and carries links and data. Ink is for text, Mist for quiet backgrounds. The gradient runs from teal (top left) to blue (bottom right) and is reserved for the mark and large brand moments.',
    MARGIN,
    y,
    { font: fonts.regular, size: 10.5, width: PAGE.width - 2 * MARGIN },
  );
  const swatches: [string, string, string][] = [
    ['Lunia Teal', BRAND.teal, 'Primary'],
    ['Lunia Blue', BRAND.blue, 'Secondary'],
    ['Ink', BRAND.ink, 'Text, dark surfaces'],
    ['Slate', BRAND.slate, 'Secondary text'],
    ['Mist', BRAND.mist, 'Backgrounds'],
  ];
  const swatchWidth = (PAGE.width - 2 * MARGIN - 4 * 12) / 5;
  const swatchTop = y - 8;
  swatches.forEach(([name, hex, use], i) => {
    const x = MARGIN + i * (swatchWidth + 12);
    page.drawRectangle({
      x,
      y: swatchTop - 80,
      width: swatchWidth,
      height: 80,
      color: color(hex),
      borderColor: color('#e2e8f0'),
      borderWidth: 0.75,
    });
    const [r, g, b] = rgb(hex).map((c) => Math.round(c * 255));
    page.drawText(name, { x, y: swatchTop - 96, size: 10, font: fonts.semibold, color: color(BRAND.ink) });
    page.drawText(hex.toUpperCase(), {
      x,
      y: swatchTop - 110,
      size: 9,
      font: fonts.regular,
      color: color(BRAND.slate),
    });
    page.drawText(`RGB ${r} ${g} ${b}`, {
      x,
      y: swatchTop - 122,
      size: 9,
      font: fonts.regular,
      color: color(BRAND.slate),
    });
    page.drawText(use, { x, y: swatchTop - 134, size: 9, font: fonts.regular, color: color(BRAND.slate) });
  });
  // The gradient, drawn as thin strips (PDF shadings are not needed for a sample).
  const gradientTop = swatchTop - 156;
  const strips = 120;
  const [t, bl] = [rgb(BRAND.teal), rgb(BRAND.blue)];
  const stripWidth = (PAGE.width - 2 * MARGIN) / strips;
  for (let i = 0; i < strips; i++) {
    const f = i / (strips - 1);
    page.drawRectangle({
      x: MARGIN + i * stripWidth,
      y: gradientTop - 36,
      width: stripWidth + 0.5,
      height: 36,
      color: pdfRgb(t[0] + (bl[0] - t[0]) * f, t[1] + (bl[1] - t[1]) * f, t[2] + (bl[2] - t[2]) * f),
    });
  }
  page.drawText('Lunia gradient: #0D9488 to #2563EB, 135°', {
    x: MARGIN,
    y: gradientTop - 52,
    size: 9,
    font: fonts.regular,
    color: color(BRAND.slate),
  });

  y = heading(page, fonts, 'Typography', gradientTop - 84);
  y = paragraph(
    page,
    'Inter is the typeface of the product, the site and every document (SIL Open Font License). Headings are SemiBold or Bold with tight spacing; body text is Regular at 16 px on screen and 10–11 pt in print. Where Inter cannot be installed, fall back to the system sans-serif: system-ui, Segoe UI, Roboto, Helvetica Neue, Arial.',
    MARGIN,
    y,
    { font: fonts.regular, size: 10.5, width: PAGE.width - 2 * MARGIN },
  );
  const specimens: [string, PDFFont, number, string][] = [
    ['Display · Inter Bold 32', fonts.bold, 32, 'Connected pharmacy care'],
    ['Heading · Inter SemiBold 20', fonts.semibold, 20, 'Farmacias conectadas en Puerto Rico'],
    [
      'Body · Inter Regular 11',
      fonts.regular,
      11,
      'Lunia builds connected software for pharmacists and pharmacy organizations: shift staffing, scheduling, a cloud pharmacy operating system and patient-owned health records.',
    ],
    ['Characters', fonts.regular, 14, 'Aa Bb Cc Ññ Áá Éé Íí Óó Úú Üü ¿? ¡! 0123456789 $ % &'],
  ];
  let cursor = y - 6;
  for (const [label, font, size, sample] of specimens) {
    page.drawText(label.toUpperCase(), {
      x: MARGIN,
      y: cursor - 9,
      size: 8,
      font: fonts.semibold,
      color: color(BRAND.teal),
    });
    cursor =
      paragraph(page, sample, MARGIN, cursor - 16, {
        font,
        size,
        width: PAGE.width - 2 * MARGIN,
        leading: size * 1.3,
      }) - 12;
  }
  footer(page, fonts, 2);
}

function usagePage(doc: PDFDocument, fonts: Fonts) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  let y = heading(page, fonts, 'Using the logo', PAGE.height - MARGIN);
  const column = (PAGE.width - 2 * MARGIN - 24) / 2;
  page.drawText('Do', { x: MARGIN, y: y - 13, size: 13, font: fonts.bold, color: color('#15803d') });
  page.drawText('Don’t', { x: MARGIN + column + 24, y: y - 13, size: 13, font: fonts.bold, color: color('#b91c1c') });
  const doY = bullets(
    page,
    fonts,
    [
      'Use the supplied files, scaled proportionally.',
      'Use full colour on white or Mist; the reversed logo on Ink or dark images.',
      'Keep the clear space and minimum size of page 1.',
      'Place the logo at the top left of layouts, or centred on covers.',
      'Link the logo to the Lunia home page on the web.',
    ],
    MARGIN,
    y - 26,
    column,
    '#15803d',
  );
  const dontY = bullets(
    page,
    fonts,
    [
      'Stretch, skew, rotate or outline the logo.',
      'Recolour the mark, change the gradient’s direction or add effects (shadows, glows, bevels).',
      'Retype the wordmark in another font or change its letter spacing.',
      'Put the logo on busy photos or on colours with poor contrast.',
      'Combine the logo with other logos into a new sign, or use it to imply endorsement.',
    ],
    MARGIN + column + 24,
    y - 26,
    column,
    '#b91c1c',
  );
  y = Math.min(doY, dontY) - 16;

  // The closing sections, 10 points apart.
  const sections = [
    {
      title: 'Voice and language',
      body: 'Lunia speaks to pharmacists as colleagues: clear, warm and precise, never alarmist about compliance. Everything public is published in English and Spanish; write each language natively rather than translating word for word, and use the formal "usted" in Spanish. Say "pharmacist" and "pharmacy" rather than "user" and "customer".',
    },
    {
      title: 'Screenshots and photography',
      body: 'The product screenshots in this media kit are illustrative mockups drawn with sample data and are labelled as such; show them with that label or caption them "Illustrative". Never publish a capture that contains real patient or pharmacist data. The executive headshots in this kit are placeholders until approved photographs are available: do not publish them as portraits.',
    },
    {
      title: 'Questions and approvals',
      body: 'For press enquiries, interviews and uses of the brand not covered here, write to the Lunia team through the contact page of the Lunia website, and tell us where and how the logo will appear. We answer within 24 hours.',
    },
  ];
  for (const [index, { title, body }] of sections.entries()) {
    y = heading(page, fonts, title, index === 0 ? y : y - 10, 16);
    y = paragraph(page, body, MARGIN, y, { font: fonts.regular, size: 10.5, width: PAGE.width - 2 * MARGIN });
  }
  footer(page, fonts, 3);
}

export async function brandGuidelinesPdf(images: GuidelineImages): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(interFile(400), { subset: true, customName: 'Inter-Regular' }),
    semibold: await doc.embedFont(interFile(600), { subset: true, customName: 'Inter-SemiBold' }),
    bold: await doc.embedFont(interFile(700), { subset: true, customName: 'Inter-Bold' }),
  };
  const embedded = {
    logoPng: await doc.embedPng(images.logoPng),
    logoReversedPng: await doc.embedPng(images.logoReversedPng),
    markPng: await doc.embedPng(images.markPng),
  };
  logoPage(doc, fonts, embedded);
  colourAndTypePage(doc, fonts);
  usagePage(doc, fonts);
  doc.setTitle('Lunia brand guidelines');
  doc.setAuthor('Lunia');
  doc.setSubject('Logo, colour, typography and usage rules');
  doc.setKeywords(['Lunia', 'brand', 'logo', 'media kit']);
  doc.setCreator('Lunia media kit generator');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  return doc.save();
}
