import { ErrorPage } from './error-page';
import { Standalone } from './status-page';

/** The router's error element: a route that failed to load or render (a lost chunk, a time-out). */
export function RouteErrorPage() {
  return (
    <Standalone>
      <ErrorPage reload />
    </Standalone>
  );
}
