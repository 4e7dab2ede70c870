import { drawnIcon, type IconProps } from './outline';

/** A grey head and shoulders in a circle, for a member without a picture. */
export const DefaultAvatarPicture = drawnIcon('0 0 40 40', {}, [
  <rect width="40" height="40" rx="20" fill="#cbd5e1" />,
  <circle cx="20" cy="16" r="7" fill="#f8fafc" />,
  <path d="M7 35c2-7 7-10 13-10s11 3 13 10" fill="#f8fafc" />,
]);

/** A gold red-envelope, on a points transfer in the chat. */
export const EnvelopePicture = drawnIcon('0 0 40 40', {}, [
  <rect x="6" y="4" width="28" height="32" rx="4" fill="#fde68a" />,
  <path d="M6 10q14 10 28 0V8a4 4 0 0 0-4-4H10a4 4 0 0 0-4 4z" fill="#f59e0b" />,
  <circle cx="20" cy="15" r="5" fill="#b45309" />,
  <path d="M18 15h4M20 13v4" stroke="#fde68a" strokeWidth="1.5" strokeLinecap="round" />,
]);

export type ErrorStatus = 403 | 404 | 500;

/** A small drawing per error page: a padlock, a lost map pin, an unplugged server. */
export function ErrorPicture({ status, ...props }: IconProps & { status: ErrorStatus }) {
  return (
    <svg viewBox="0 0 200 140" fill="none" aria-hidden="true" {...props}>
      <ellipse cx="100" cy="128" rx="70" ry="8" className="fill-slate-200" />
      {status === 403 && (
        <g strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M72 62V46a28 28 0 0 1 56 0v16" className="stroke-slate-400" />
          <rect x="58" y="62" width="84" height="60" rx="10" className="fill-primary-100 stroke-primary-600" />
          <circle cx="100" cy="86" r="7" className="fill-primary-600" />
          <path d="M100 92v14" className="stroke-primary-600" />
        </g>
      )}
      {status === 404 && (
        <g strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M30 116l40-16 60 16 40-16" className="stroke-slate-300" />
          <path
            d="M100 112s-30-30-30-54a30 30 0 0 1 60 0c0 24-30 54-30 54z"
            className="fill-primary-100 stroke-primary-600"
          />
          <path d="M92 50a9 9 0 1 1 12 8c-3 1-4 3-4 6M100 74h.01" className="stroke-primary-600" />
        </g>
      )}
      {status === 500 && (
        <g strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
          <rect x="56" y="22" width="88" height="40" rx="8" className="fill-primary-100 stroke-primary-600" />
          <rect x="56" y="70" width="88" height="40" rx="8" className="fill-primary-100 stroke-primary-600" />
          <path d="M72 42h.01M72 90h.01M112 42h16M112 90h16" className="stroke-primary-600" />
          <path d="M150 118c14 0 16-12 28-12M44 22l-12-8M40 38l-14 2" className="stroke-slate-400" />
        </g>
      )}
    </svg>
  );
}
