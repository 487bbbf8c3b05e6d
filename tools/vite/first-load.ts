// Build settings both apps share for a fast first load (issue 17: sign-in within 150 kB, Lighthouse 95 on phones).
//   - react-router's production build: its package resolves to the development build (warnings and checks kept)
//     unless a bundler asks for the "production" condition, which Vite's client build does not.
//   - route preloads: every screen is a lazy chunk, so the browser only learns which chunk a page needs after the
//     entry has downloaded and run, one more round trip before anything paints. A short inline script in index.html
//     adds `modulepreload` links for the chunks of the page being opened (sign-in, dashboard), so they download
//     alongside the entry instead.
//   - the brand mark as plain markup inside #root until React's first render replaces it: on a phone the scripts take
//     seconds to arrive and run, and a blank page looks broken.
//   - `vite preview` (the end-to-end suite's and the Lighthouse script's static server) sends the hashed files under
//     /assets/ as immutable, as a production server should (README, Production): without it a returning visitor's
//     browser asks again for each of some 40 files before the page can start.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

const require = createRequire(import.meta.url);
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production');

/** A page's address (exact, a trailing slash allowed) and the source files of the lazy screens it renders. */
export type RoutePreload = { path: string; modules: string[] };

type OutputChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

const IMMUTABLE = 'public, max-age=31536000, immutable';

function immutableAssets(): Plugin {
  return {
    name: 'crewbase-immutable-assets',
    configurePreviewServer(server) {
      const assets = `${server.config.base}assets/`;
      server.middlewares.use((req, res, next) => {
        // Set before the static handler runs, which keeps a header already set.
        if (req.url?.startsWith(assets)) res.setHeader('Cache-Control', IMMUTABLE);
        next();
      });
    },
  };
}

const ROOT = '<div id="root"></div>';
const BRAND_MARK =
  '<div aria-hidden="true" style="position: fixed; inset: 0; display: flex; align-items: center; justify-content: center">' +
  '<svg width="48" height="48" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#086375" />' +
  '<path d="M21.5 10.8a8 8 0 1 0 0 10.4" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" />' +
  '<circle cx="23.2" cy="16" r="2.4" fill="#F3C948" /></svg></div>';

function brandMarkWhileLoading(): Plugin {
  return {
    name: 'crewbase-brand-mark-while-loading',
    transformIndexHtml(html) {
      if (!html.includes(ROOT)) throw new Error(`brand mark: index.html has no empty ${ROOT}`);
      return html.replace(ROOT, `<div id="root">${BRAND_MARK}</div>`);
    },
  };
}

function routePreloads(routes: RoutePreload[]): Plugin {
  let base = '/';
  return {
    name: 'crewbase-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((output): output is OutputChunk & typeof output => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (fileName: string, seen: Set<string>): Set<string> => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) withImports(next, seen);
          return seen;
        };
        // The entry's own imports are preloaded by Vite already.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? withImports(entry.fileName, new Set()) : new Set<string>();
        const table: Record<string, string[]> = {};
        for (const route of routes) {
          const files = new Set<string>();
          for (const module of route.modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`route preloads: no chunk for ${module} (${route.path})`);
            withImports(chunk.fileName, files);
          }
          table[route.path.replace(/\/+$/, '')] = [...files].filter((file) => !loaded.has(file)).map((file) => base + file);
        }
        const script = `(function(m){var f=m[location.pathname.replace(/\\/+$/,'')];if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})(${JSON.stringify(table)})`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

// The view library (Preact, serving React's API: libs/react-on-preact) in a chunk of its own. Every page needs it, and
// left to the bundler it joined the chunk of MUI's core that the sign-in shares, taking that chunk over 60 kB.
const viewLibraryChunk = {
  groups: [{ name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]|[\\/]libs[\\/]react-on-preact[\\/]/ }],
};

/** Merged into each app's Vite config. */
export function firstLoadConfig(command: 'build' | 'serve', routes: RoutePreload[]): Pick<UserConfig, 'plugins' | 'resolve' | 'build'> {
  return {
    plugins: [brandMarkWhileLoading(), routePreloads(routes), immutableAssets()],
    build: { rolldownOptions: { output: { codeSplitting: viewLibraryChunk } } },
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
              { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
            ],
          }
        : {},
  };
}
