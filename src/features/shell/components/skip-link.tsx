import { useTranslation } from 'react-i18next';

/**
 * The first stop of the keyboard on every signed-in page: hidden until focused, it moves focus past
 * the sidebar and toolbar to the page itself. Focus is moved by hand because following a fragment
 * link only moves the browser's starting point, not `document.activeElement`, and changes the URL.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-700 focus:shadow-lg focus:outline-2 focus:outline-primary-500"
    >
      {t('skipToMain')}
    </a>
  );
}
