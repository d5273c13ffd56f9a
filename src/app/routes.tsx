import type { RouteObject } from 'react-router';
import { HomePage } from './HomePage';
import { NotFound } from './NotFound';

// One page; any other path falls to the root's error boundary with the router's 404.
export const routes: RouteObject[] = [{ path: '/', Component: HomePage, ErrorBoundary: NotFound }];
