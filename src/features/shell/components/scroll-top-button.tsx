import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ArrowUpIcon } from '@/components/icons';

/** Spec: after 300 px of scrolling a button brings the page back to the top. */
export const SCROLL_TOP_THRESHOLD = 300;

export type ScrollTopButtonProps = {
  visible: boolean;
  onClick: () => void;
  /**
   * The button would lie over a control of the page: it steps aside (hidden, out of the tab order)
   * and comes back once scrolling moves the control away.
   */
  covering?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function ScrollTopButton({ visible, onClick, covering = false, ref }: ScrollTopButtonProps) {
  const { t } = useTranslation('shell');
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      className={cn(
        'fixed right-5 bottom-5 z-30 grid size-11 place-items-center rounded-full bg-primary-600 text-white shadow-lg hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        covering && 'invisible',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
