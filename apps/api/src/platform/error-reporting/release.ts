import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../../', import.meta.url));
let known: string | undefined;

/** The commit this server runs from: GIT_SHA when the deployment sets it, else git's answer, else nothing. */
function commit(): string | null {
  if (process.env.GIT_SHA) return process.env.GIT_SHA.slice(0, 12);
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
  } catch {
    return null; // an image without git: the version alone names the release
  }
}

/**
 * The release reports name when SENTRY_RELEASE is unset: `seller-cabinet@<version>+<commit>`. The web app is told the
 * same one (the server serves the build of its own commit), so both sides' reports of one deployment group together.
 * Read once per process.
 */
export function defaultRelease(): string {
  if (known) return known;
  const { version } = JSON.parse(readFileSync(`${apiDir}package.json`, 'utf8')) as { version: string };
  const sha = commit();
  known = `seller-cabinet@${version}${sha ? `+${sha}` : ''}`;
  return known;
}
