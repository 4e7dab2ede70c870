/** The share poster of backoffice spec section 2 (Share): a 1200 x 1289 canvas with a 390-wide QR code. */
export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 1289;
export const QR_SIZE = 390;

const SANS =
  '"Noto Sans", "Noto Sans CJK SC", "Noto Sans Tamil", "Noto Sans Thai", "Noto Sans Myanmar", "Noto Sans Bengali", system-ui, sans-serif';

/**
 * Where things go on the plain poster, top to bottom: a blue band with the call to action, the QR
 * on a white card, the label (agent - code), and a light band with the link for those who cannot
 * scan. Customised art replaces the bands; the QR and the label stay.
 */
export const POSTER_LAYOUT = {
  band: { height: 300, colour: '#1e3a8a' },
  heading: { y: 150, maxWidth: POSTER_WIDTH - 160, font: `bold 72px ${SANS}` },
  qr: { x: (POSTER_WIDTH - QR_SIZE) / 2, y: 430, size: QR_SIZE },
  /** White margin behind the QR so it stays scannable on any art. */
  qrPadding: 30,
  label: { x: POSTER_WIDTH / 2, y: 430 + QR_SIZE + 130, maxWidth: POSTER_WIDTH - 120 },
  font: `bold 56px ${SANS}`,
  footer: { height: 120, colour: '#f1f5f9' },
  link: { maxWidth: POSTER_WIDTH - 120, font: `34px "Noto Sans Mono", ui-monospace, monospace` },
} as const;

/** The label under the QR: the agent name, a dash and the share code. */
export function posterLabel(agentName: string, shareCode: string): string {
  return `${agentName.trim()} - ${shareCode.trim()}`;
}

export type PosterCanvas = {
  width: number;
  height: number;
  getContext(contextId: '2d'): CanvasRenderingContext2D | null;
};

export type PosterInputs = {
  /** The QR code of the share link, already rendered (any size; it is drawn 390 wide). */
  qr: CanvasImageSource;
  /** Customised art drawn over the whole poster, or null for the plain poster. */
  art: CanvasImageSource | null;
  label: string;
  /** The plain poster's call to action in the top band (translated); none leaves the band plain. */
  heading?: string;
  /** The link written in the plain poster's bottom band, for readers who cannot scan. */
  link?: string;
};

/** Draws the poster onto the given canvas (sized here). Pure drawing: no fetching, no DOM lookups. */
export function drawPoster(canvas: PosterCanvas, { qr, art, label, heading, link }: PosterInputs): void {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d canvas unavailable');
  const L = POSTER_LAYOUT;
  const box = L.qr;
  const centre = POSTER_WIDTH / 2;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (art) {
    ctx.drawImage(art, 0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  } else {
    ctx.fillStyle = L.band.colour;
    ctx.fillRect(0, 0, POSTER_WIDTH, L.band.height);
    ctx.fillStyle = L.footer.colour;
    ctx.fillRect(0, POSTER_HEIGHT - L.footer.height, POSTER_WIDTH, L.footer.height);
    if (heading) {
      ctx.font = L.heading.font;
      ctx.fillStyle = '#ffffff';
      ctx.fillText(heading, centre, L.heading.y, L.heading.maxWidth);
    }
    if (link) {
      ctx.font = L.link.font;
      ctx.fillStyle = '#334155';
      ctx.fillText(link, centre, POSTER_HEIGHT - L.footer.height / 2, L.link.maxWidth);
    }
    // A hairline frame lifts the QR card off the white page.
    ctx.fillStyle = '#cbd5e1';
    const frame = L.qrPadding + 2;
    ctx.fillRect(box.x - frame, box.y - frame, box.size + frame * 2, box.size + frame * 2);
  }

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(box.x - L.qrPadding, box.y - L.qrPadding, box.size + L.qrPadding * 2, box.size + L.qrPadding * 2);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, box.x, box.y, box.size, box.size);

  ctx.font = L.font;
  if (art) {
    // A backing band keeps the label legible over any picture.
    ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fillRect(40, L.label.y - 50, POSTER_WIDTH - 80, 100);
  }
  ctx.fillStyle = '#0f172a';
  ctx.fillText(label, L.label.x, L.label.y, L.label.maxWidth);
}
