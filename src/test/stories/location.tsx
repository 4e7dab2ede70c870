import { useLocation } from 'react-router';

/** Story harness: shows where the app navigated (path and query), so redirects can be asserted. */
export function StoryLocation() {
  const { pathname, search } = useLocation();
  return (
    <p className="p-2 font-mono text-xs text-slate-700" data-testid="location">
      {pathname + search}
    </p>
  );
}
