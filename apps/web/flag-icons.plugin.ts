import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FLAGS_PATH } from './src/shared/ui/flags-path.ts';

/*
 * §2's country flag icons as pictures, not emoji: Windows draws no flag emoji (it shows the two letters) and a
 * machine without an emoji font shows boxes. The flags are flag-icons' 4 × 3 SVGs (MIT), one file per ISO 3166-1
 * code under /assets/flags/, where the server caches them for a year; a page fetches only the flags it shows, and no
 * byte of them is in the JavaScript.
 */

const flagsDir = () => join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');
/** The two-letter codes only: flag-icons also has regions (gb-eng) and organisations (un, eu), which we never show. */
const isCountry = (file: string) => /^[a-z]{2}\.svg$/.test(file);

export function flagIcons(): Plugin {
  return {
    name: 'flag-icons',
    configureServer(server) {
      server.middlewares.use(FLAGS_PATH, (request, response, next) => {
        const file = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!isCountry(file)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(join(flagsDir(), file)));
      });
    },
    generateBundle() {
      const dir = flagsDir();
      for (const file of readdirSync(dir).filter(isCountry)) {
        this.emitFile({
          type: 'asset',
          fileName: `${FLAGS_PATH.slice(1)}${file}`,
          source: readFileSync(join(dir, file)),
        });
      }
    },
  };
}
