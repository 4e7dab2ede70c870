import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { RotateIcon } from '@/components/icons';
import { isImeKey } from '@/lib/ime';
import { safeImageSrc } from '@/lib/safe-image-src';
import {
  DownloadLink,
  downloadName,
  nextTurn,
  PictureInfo,
  ToolbarButton,
  type ViewerPicture,
} from './image-viewer-parts';

export type { ViewerPicture };

export type ImageViewerProps = {
  /** The room's loaded pictures, oldest first. */
  pictures: readonly ViewerPicture[];
  /** The picture shown; null keeps the viewer closed. */
  index: number | null;
  /** Another picture was reached (arrows, buttons, swipe). */
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where the overlay mounts (document.body by default); stories mount it inside their own root. */
  portalRoot?: Element | null;
};

/**
 * The full-size picture overlay of the room screen (chat spec section 2): a modal lightbox over the
 * room's loaded pictures with zoom (buttons, +/-, double click, wheel, pinch), previous and next
 * (buttons, Left/Right, a horizontal swipe), quarter turns (button, R), download, and the picture's
 * place, sender and time; closed by Esc, the close button or a click beside the picture.
 */
export function ImageViewer({ pictures, index, onIndexChange, onClose, portalRoot }: ImageViewerProps) {
  const { t } = useTranslation('chat');
  // Only a source that passes safeImageSrc is ever shown; on any other the viewer stays closed.
  const open = index !== null && safeImageSrc(pictures[index]?.src) !== null;
  const at = open ? index : 0;
  const current = pictures[at];
  // A turn belongs to the picture it was made on: the next picture shows upright.
  const [turn, setTurn] = useState({ src: '', turns: 0 });
  const turns = current && turn.src === current.src ? turn.turns : 0;
  const rotate = () => current && setTurn({ src: current.src, turns: nextTurn(turns) });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'r' || event.altKey || event.ctrlKey || event.metaKey || isImeKey(event)) return;
      event.preventDefault();
      rotate();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const slides: Slide[] = pictures.map((p) => ({ src: safeImageSrc(p.src) ?? '', alt: t('image.viewer.alt') }));
  // Every slide keeps the same wrapper, so a turn does not mount the picture (and its zoom) anew.
  const slideContainer = ({ slide, children }: { slide: Slide; children?: ReactNode }) => {
    const turned = slide === slides[at] ? turns : 0;
    const sideways = turned % 2 === 1;
    return (
      // A sideways picture is fitted into the slide's height as width and width as height, then turned.
      <div
        className="yarl__flex_center flex-none"
        style={{
          width: sideways ? '100cqh' : '100%',
          height: sideways ? '100cqw' : '100%',
          transform: turned ? `rotate(${turned * 90}deg)` : undefined,
        }}
      >
        {children}
      </div>
    );
  };

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={at}
      slides={slides}
      on={{ view: ({ index: next }) => next !== at && onIndexChange(next) }}
      plugins={[Zoom]}
      // Chat pictures are at most 1200 px wide: let staff magnify a screenshot beyond its pixels.
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      styles={{ slide: { containerType: 'size' } }}
      toolbar={{
        buttons: [
          <ToolbarButton key="rotate" label={t('image.viewer.rotate')} onClick={rotate}>
            <RotateIcon className="yarl__icon" />
          </ToolbarButton>,
          open && current ? (
            <DownloadLink
              key="download"
              label={t('image.viewer.download')}
              src={current.src}
              name={downloadName(current.src, at + 1)}
            />
          ) : null,
          'close',
        ],
      }}
      render={{
        slideContainer,
        controls: () => open && current && <PictureInfo position={at + 1} total={pictures.length} picture={current} />,
      }}
      portal={portalRoot ? { root: portalRoot } : undefined}
      labels={{
        Lightbox: t('image.viewer.label'),
        Close: t('image.viewer.close'),
        Previous: t('image.viewer.previous'),
        Next: t('image.viewer.next'),
        'Zoom in': t('image.viewer.zoomIn'),
        'Zoom out': t('image.viewer.zoomOut'),
        'Photo gallery': t('image.viewer.gallery'),
        Carousel: t('image.viewer.carousel'),
        Slide: t('image.viewer.slide'),
        // The lightbox fills in its own {index} and {total}.
        '{index} of {total}': t('image.viewer.position', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
