import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageError } from '../components/ui/page-error';
import { currentLanguage, localizedPath } from '../lib/i18n';
import { allowRetry, recoveryOf } from '../lib/retrying-load';

interface BoundaryProps {
  children: ReactNode;
  /** The address: when it changes (the visitor went elsewhere), a shown error is cleared. */
  resetKey: string;
  homeHref: string;
  landmark: 'main' | 'section';
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** Times Retry was pressed since the last reset: a failure after a retry offers Reload. */
  retries: number;
  resetKey: string;
}

/**
 * Catches what goes wrong while rendering below it: a page whose code could not be downloaded
 * (`PageLoadError`, lib/lazy-page.tsx) or any error thrown by a component. Shows `PageError` in its
 * place; Retry renders the children again. A page whose download failed keeps its failure until Retry
 * or until the visitor leaves it (another address, or this boundary goes away): then `allowRetry`, and
 * its next render downloads the code again.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, retries: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, error: undefined, retries: 0, resetKey: props.resetKey };
  }

  override componentDidUpdate(previousProps: BoundaryProps, previousState: BoundaryState) {
    if (previousState.failed && previousProps.resetKey !== this.props.resetKey) allowRetry(previousState.error);
  }

  override componentWillUnmount() {
    if (this.state.failed) allowRetry(this.state.error);
  }

  retry = () => {
    allowRetry(this.state.error);
    this.setState((state) => ({ failed: false, error: undefined, retries: state.retries + 1 }));
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { reason, repeated } = recoveryOf(this.state.error, this.state.retries);
    return (
      <PageError
        reason={reason}
        repeated={repeated}
        onRetry={this.retry}
        homeHref={this.props.homeHref}
        landmark={this.props.landmark}
      />
    );
  }
}

function useBoundaryProps() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  return { resetKey: pathname, homeHref: localizedPath(currentLanguage(i18n.language), '/') };
}

/** Around the whole app: whatever fails outside a route's own boundary (the layouts) shows a full-page message. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary {...useBoundaryProps()} landmark="main">
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around each route's element (app-routes.tsx): a failed page shows its message inside the site's
 * frame, and going to another address clears it. `landmark="main"` for a layout route, whose message
 * has no main landmark around it.
 */
export function RouteErrorBoundary({
  children,
  landmark = 'section',
}: {
  children: ReactNode;
  landmark?: 'main' | 'section';
}) {
  return (
    <ErrorBoundary {...useBoundaryProps()} landmark={landmark}>
      {children}
    </ErrorBoundary>
  );
}
