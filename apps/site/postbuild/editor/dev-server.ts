import type { Plugin } from "vite";
import { editorRoute } from "../../app/route-table";
import { decapConfig } from "./config";
import { decapScript } from "./decap-script";
import { editorScript } from "./editor-script";
import { editorPageHtml } from "./page";
import type { EditorBuild } from "./write-editor";

/**
 * /edit under `react-router dev` (`pnpm editor`, docs/editing.md): the same page and
 * Decap bundle the build writes, served by the dev server, which reloads the site's pages when a
 * save changes a data file. The build writes them itself (./write-editor.ts).
 */
export function editorDevServer(build: EditorBuild): Plugin {
  return {
    name: "grand-river-editor",
    apply: "serve",
    configureServer(server) {
      const scripts = Promise.all([decapScript(), editorScript(build.root, build.media)]);
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split(/[?#]/)[0];
        void scripts.then(([decap, checks]) => {
          const served = [decap, checks, checks.stylesheet].find(({ url }) => url === path);
          if (path === editorRoute.path) {
            const config = decapConfig(build.settings, build.collections, build.siteUrl, build.mediaFolder);
            response.setHeader("Content-Type", "text/html; charset=utf-8");
            response.end(
              editorPageHtml({ title: build.title, scriptUrl: decap.url, ownScriptUrl: checks.url, config }),
            );
          } else if (served) {
            const type = served === checks.stylesheet ? "text/css" : "text/javascript";
            response.setHeader("Content-Type", `${type}; charset=utf-8`);
            response.end(served.bytes);
          } else next();
        }, next);
      });
    },
  };
}
