import { drawnIcon, outlineIcon } from './outline';

const filled = { fill: 'currentColor' };
const stroked = (strokeWidth: number) => ({ fill: 'none', stroke: 'currentColor', strokeWidth });

/** A filled circle with "!", for what failed to send. */
export const AlertFilledIcon = drawnIcon('0 0 20 20', filled, [
  <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m-.9 4v5h1.8V6zm0 6.5v1.8h1.8v-1.8z" />,
]);

/** The paper plane of the send button; it points the way the text runs. */
export const SendIcon = drawnIcon('0 0 20 20', filled, [
  <path d="M2.7 2.9a.6.6 0 0 1 .8-.7l14 7.2a.7.7 0 0 1 0 1.2l-14 7.2a.6.6 0 0 1-.8-.7L4.3 11 11 10 4.3 9z" />,
]);

/** A small clock, for a message still on its way. */
export const ClockIcon = drawnIcon('0 0 16 16', stroked(1.5), [
  <circle cx="8" cy="8" r="6.25" />,
  <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />,
]);

/** A crossed-out picture, for an image that cannot be shown. */
export const ImageUnavailableIcon = drawnIcon('0 0 24 24', stroked(1.5), [
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />,
]);

/** A picture with a sun and hills, for attaching an image. */
export const AttachImageIcon = drawnIcon('0 0 20 20', stroked(1.6), [
  <rect x="2.5" y="4" width="15" height="12" rx="2" />,
  <circle cx="7" cy="8.5" r="1.5" fill="currentColor" stroke="none" />,
  <path d="m3 14.5 4.5-4 3 2.5 2.5-2 4 3.5" strokeLinejoin="round" />,
]);

/** A red envelope's outline, for sending points. */
export const PointsToolIcon = drawnIcon('0 0 20 20', stroked(1.6), [
  <rect x="4" y="2.5" width="12" height="15" rx="2" />,
  <path d="M4 6.5q6 4 12 0" />,
  <circle cx="10" cy="9" r="1.8" fill="currentColor" stroke="none" />,
]);

// The find bar's previous match and the picture viewer's tools, in the outline look.
export const ChevronUpIcon = outlineIcon('M6 15l6-6 6 6');
export const RotateIcon = outlineIcon('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7');
export const DownloadIcon = outlineIcon('M12 4v11M7 10l5 5 5-5M5 20h14');
