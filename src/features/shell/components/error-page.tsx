import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type ErrorPageProps = { status: 403 | 404 | 500; onGoHome: () => void };

/** A small drawing per status: a padlock, a lost map pin, an unplugged server. */
function Illustration({ status }: { status: ErrorPageProps['status'] }) {
  return (
    <svg viewBox="0 0 200 140" className="h-36 w-auto" fill="none" aria-hidden="true">
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

/** The 403, 404 and 500 pages of the spec, each with Go Home. */
export function ErrorPage({ status, onGoHome }: ErrorPageProps) {
  const { t } = useTranslation('shell');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-slate-50 p-6 text-center">
      <Illustration status={status} />
      <p className="text-7xl font-extrabold tracking-tight text-primary-700" aria-hidden={status !== 404 || undefined}>
        {status}
      </p>
      <h1 className="max-w-md text-xl font-semibold text-slate-900">{t(`errorPage.${status}`)}</h1>
      <p className="max-w-md text-sm text-slate-600">{t(`errorPage.hint${status}`)}</p>
      <Button onClick={onGoHome} size="lg">
        {t('errorPage.goHome')}
      </Button>
    </main>
  );
}
