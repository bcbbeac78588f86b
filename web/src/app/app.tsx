import '../lib/recovery-i18n';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { RootErrorBoundary } from './error-boundary';

/**
 * The whole site, without its router: main.tsx wraps it in the browser's, the prerenderer in a static one.
 * Whatever fails while rendering, the visitor reads a message with Retry (app/error-boundary.tsx). The
 * offline notice sits beside the pages (app/shell/page-recovery.tsx, in the site layout), so going
 * offline never unmounts a page or what was typed in it.
 */
export function App() {
  return (
    <AppProviders>
      <RootErrorBoundary>
        <AppRoutes />
      </RootErrorBoundary>
    </AppProviders>
  );
}
