import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

/** The whole site, without its router: main.tsx wraps it in the browser's, the prerenderer in a static one. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
