import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from './icons';

/** Spec: after 300 px of scrolling a button brings the page back to the top. */
export const SCROLL_TOP_THRESHOLD = 300;

export function ScrollTopButton({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  const { t } = useTranslation('shell');
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      className="fixed right-5 bottom-5 z-30 grid size-11 place-items-center rounded-full bg-primary-600 text-white shadow-lg hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
