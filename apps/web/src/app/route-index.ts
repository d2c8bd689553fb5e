import type { RouteObject } from 'react-router';
import { routedPaths } from './layout/navigation.ts';

let known = new Set<string>();

/** Called once by the route table, so that the layout (a lazy chunk) can ask which screens exist. */
export function indexRoutes(routes: RouteObject[]): void {
  known = routedPaths(routes);
}

export const knownPaths = (): Set<string> => known;
