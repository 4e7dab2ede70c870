import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../components/route-error-page';
import { isChunkLoadError } from '../lib/chunk-load-error';

const reloadPage = () => window.location.reload();

type Props = { children: ReactNode; onReload?: () => void };

/**
 * Catches what a screen throws while rendering or loading its lazy chunk, below the session bridge.
 * Imported statically, so it still shows when chunks cannot be fetched. Going to another address
 * clears the error, so the menu and Back still lead out of it.
 */
export function RouteErrorBoundary({ children, onReload = reloadPage }: Props) {
  const { key } = useLocation();
  return (
    <Boundary resetKey={key} onReload={onReload}>
      {children}
    </Boundary>
  );
}

type BoundaryProps = { children: ReactNode; onReload: () => void; resetKey: string };
type BoundaryState = { error: unknown; resetKey: string; failed: boolean };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorPage kind={isChunkLoadError(this.state.error) ? 'chunk' : 'render'} onReload={this.props.onReload} />
    );
  }
}
