import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { safeImageSrc } from '@/lib/safe-image-src';

export type ImageViewerProps = {
  /** The picture to show at full size; null keeps the viewer closed. */
  src: string | null;
  onClose: () => void;
  /** Where the overlay mounts (document.body by default); stories mount it inside their own root. */
  portalRoot?: Element | null;
};

const noButton = () => null;

/**
 * The full-size image overlay of the room screen (chat spec section 2): a modal lightbox with zoom
 * (buttons, double click, wheel, pinch), closed by Esc, the close button or a click beside the
 * picture. Only a source that passes safeImageSrc is ever shown; any other keeps it closed.
 */
export function ImageViewer({ src, onClose, portalRoot }: ImageViewerProps) {
  const { t } = useTranslation('chat');
  const safe = safeImageSrc(src);
  return (
    <Lightbox
      open={safe !== null}
      close={onClose}
      slides={safe ? [{ src: safe, alt: t('image.viewer.alt') }] : []}
      plugins={[Zoom]}
      // Chat pictures are at most 1200 px wide: let staff magnify a screenshot beyond its pixels.
      zoom={{ maxZoomPixelRatio: 4, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={{ buttonPrev: noButton, buttonNext: noButton }}
      portal={portalRoot ? { root: portalRoot } : undefined}
      labels={{
        Lightbox: t('image.viewer.label'),
        Close: t('image.viewer.close'),
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
