import { paths } from './paths.ts';

const PROBE_ORIGIN = 'https://cabinet.invalid';
const NO_RETURN = [paths.login, paths.register, paths.logout, paths.forgotten, paths.restorePassword];

/**
 * The cameFrom value if it is a safe place to return to after sign-in, else null: only a path on this site
 * ('/x', never '//host' or '/\host', which browsers treat as another host) and never a sign-in page itself.
 */
export function safeCameFrom(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.com' would become '//evil.com'.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if ((NO_RETURN as readonly string[]).includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path, query and hash of a URL, as cameFrom holds it. */
export function pathOf(url: string | URL): string {
  const u = new URL(url, PROBE_ORIGIN);
  return `${u.pathname}${u.search}${u.hash}`;
}
