import { useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { useRouteDataContext } from "./route-data/route-data-context";
import { RouteErrorBoundary } from "./route-error-boundary";

/** The routed site, inside the error boundary that stands in for any route that fails. */
export function App({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { store } = useRouteDataContext();
  return (
    <RouteErrorBoundary locationKey={pathname} onError={() => store.forgetFailures()}>
      <RoutedContent routes={routes} />
    </RouteErrorBoundary>
  );
}

function RoutedContent({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
