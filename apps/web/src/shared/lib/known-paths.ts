import type { RouteObject } from 'react-router';

/** Every concrete path of a route table (dynamic segments kept as written). */
export function routedPaths(routes: RouteObject[], prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const route of routes) {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`) : prefix;
    if (route.path && route.path !== '*') found.add(path);
    for (const child of routedPaths(route.children ?? [], path)) found.add(child);
  }
  return found;
}

let known = new Set<string>();

/** Called once by the route table, so that layouts and pages (lazy chunks) can ask which screens exist. */
export function indexRoutes(routes: RouteObject[]): void {
  known = routedPaths(routes);
}

export const knownPaths = (): Set<string> => known;

/** Whether the app has a screen at this path: a link to a screen that does not exist is never shown. */
export const knownPath = (path: string): boolean => known.has(path);
