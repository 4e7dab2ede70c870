/** The share poster of backoffice spec section 2 (Share): a 1200 x 1289 canvas with a 390-wide QR code. */
export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 1289;
export const QR_SIZE = 390;

/** Where things go on the poster; the QR sits centred, the label under it. */
export const POSTER_LAYOUT = {
  qr: { x: (POSTER_WIDTH - QR_SIZE) / 2, y: 430, size: QR_SIZE },
  /** White margin behind the QR so it stays scannable on any art. */
  qrPadding: 30,
  label: { x: POSTER_WIDTH / 2, y: 430 + QR_SIZE + 130, maxWidth: POSTER_WIDTH - 120 },
  font: 'bold 56px "Noto Sans", "Noto Sans CJK SC", system-ui, sans-serif',
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
};

/** Draws the poster onto the given canvas (sized here). Pure drawing: no fetching, no DOM lookups. */
export function drawPoster(canvas: PosterCanvas, { qr, art, label }: PosterInputs): void {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d canvas unavailable');
  const { qr: box, qrPadding, label: text, font } = POSTER_LAYOUT;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  if (art) {
    ctx.drawImage(art, 0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  } else {
    ctx.fillStyle = '#1e3a8a';
    ctx.fillRect(0, 0, POSTER_WIDTH, 300);
    ctx.fillStyle = '#f1f5f9';
    ctx.fillRect(0, POSTER_HEIGHT - 120, POSTER_WIDTH, 120);
  }

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(box.x - qrPadding, box.y - qrPadding, box.size + qrPadding * 2, box.size + qrPadding * 2);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(qr, box.x, box.y, box.size, box.size);

  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (art) {
    // A backing band keeps the label legible over any picture.
    ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fillRect(40, text.y - 50, POSTER_WIDTH - 80, 100);
  }
  ctx.fillStyle = '#0f172a';
  ctx.fillText(label, text.x, text.y, text.maxWidth);
}
