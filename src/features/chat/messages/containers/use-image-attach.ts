import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { NotAnImageError, prepareImage } from '../lib/prepare-image';

type Ready = { dataUrl: string; width: number; height: number };

/**
 * An image chosen, pasted or dropped: checked to be an image (else the spec's message), redrawn
 * (1200 px wide at most, JPEG 0.7, off the main thread where possible) and previewed; Send hands it
 * over once, Cancel drops it.
 */
export function useImageAttach(onSend: (dataUrl: string) => void) {
  const { t } = useTranslation('chat');
  const notice = useNotice();
  const [preparing, setPreparing] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);
  const attempt = useRef(0);

  const attach = (file: File) => {
    const mine = ++attempt.current;
    setReady(null);
    setPreparing(true);
    prepareImage(file).then(
      (image) => {
        if (attempt.current !== mine) return;
        setPreparing(false);
        setReady(image);
      },
      (error: unknown) => {
        if (attempt.current !== mine) return;
        setPreparing(false);
        notice.alert({
          message: error instanceof NotAnImageError ? t('image.notAnImage') : t('image.failed'),
          tone: 'error',
        });
      },
    );
  };

  const cancel = () => {
    attempt.current++;
    setPreparing(false);
    setReady(null);
  };

  const send = () => {
    if (!ready) return;
    onSend(ready.dataUrl);
    cancel();
  };

  return { attach, preparing, ready, send, cancel };
}
