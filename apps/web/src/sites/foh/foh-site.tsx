import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { fohRouteTree } from './routes';

/** The desk's own routes, read from the address under /foh/ (routes.tsx). */
export function Component() {
  return <Suspense fallback={<FullPageSpinner />}>{useRoutes(fohRouteTree)}</Suspense>;
}
