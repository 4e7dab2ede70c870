import type { ReactNode } from 'react';
import { DownloadIcon } from '@/components/icons';

/** One picture of the room as the viewer shows it. */
export type ViewerPicture = {
  /** Already checked by safeImageSrc. */
  src: string;
  /** Who sent it (a name as typed: shown as text). */
  sender: string;
  /** When, in the platform's time zone. */
  time: string;
};

/** The name a downloaded picture is saved under: its place in the room and the type a data URL gives. */
export function downloadName(src: string, position: number): string {
  const type = /^data:image\/(jpeg|jpg|png|webp|gif)[;,]/i.exec(src)?.[1]?.toLowerCase();
  const ext = type === 'jpeg' ? 'jpg' : type;
  return ext ? `picture-${position}.${ext}` : `picture-${position}`;
}

/** A quarter turn more, back to upright after four. */
export const nextTurn = (turns: number) => (turns + 1) % 4;

const buttonClass = 'yarl__button';

/** A toolbar button in the lightbox's own look (its icons are 32 px). */
export function ToolbarButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={buttonClass} aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** A download link drawn as a toolbar button: the browser saves the picture itself. */
export function DownloadLink({ label, src, name }: { label: string; src: string; name: string }) {
  return (
    <a className={buttonClass} href={src} download={name} aria-label={label} title={label}>
      <DownloadIcon className="yarl__icon" />
    </a>
  );
}

/** Top left, over the picture: "3 / 7", who sent the picture and when. */
export function PictureInfo({ position, total, picture }: { position: number; total: number; picture: ViewerPicture }) {
  return (
    <div className="pointer-events-none absolute start-0 top-0 max-w-[60%] p-4 text-sm text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]">
      <p className="font-semibold tabular-nums">{`${position} / ${total}`}</p>
      {picture.sender && <p className="truncate">{picture.sender}</p>}
      {picture.time && <time className="block tabular-nums">{picture.time}</time>}
    </div>
  );
}
