import { drawnIcon } from './outline';

/** The loading ring; its spin is the caller's class. */
export const SpinnerIcon = drawnIcon('0 0 24 24', { fill: 'none', stroke: 'currentColor', strokeWidth: 4 }, [
  <circle cx="12" cy="12" r="10" strokeOpacity="0.25" />,
  <path d="M22 12a10 10 0 0 0-10-10" strokeLinecap="round" />,
]);
