import { useRouteError } from 'react-router';
import { RouteErrorPage } from '../components/route-error-page';
import { isChunkLoadError } from '../lib/chunk-load-error';

const reloadPage = () => window.location.reload();

/**
 * The router's errorElement: catches what a route throws while rendering or loading its lazy
 * chunk. Imported statically, so it still shows when chunks cannot be fetched.
 */
export function RouteErrorBoundary({ onReload = reloadPage }: { onReload?: () => void }) {
  const error = useRouteError();
  return <RouteErrorPage kind={isChunkLoadError(error) ? 'chunk' : 'render'} onReload={onReload} />;
}
