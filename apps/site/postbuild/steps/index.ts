// The work after prerendering, one step a file: react-router.config.ts lists them in order.
export { addNotFoundPolicy } from "./add-not-found-policy";
export { buildBrowserScript } from "./build-browser-script";
export { dropRouterBundle } from "./drop-router-bundle";
export { finishPages } from "./finish-pages";
export { flattenPages } from "./flatten-pages";
export { warnLocalInbox } from "./warn-local-inbox";
export { writeEditor } from "./write-editor";
export { writeFeeds } from "./write-feeds";
export { writeGzipTwins } from "./write-gzip-twins";
export { writeHeaders } from "./write-headers";
export { writeHostFiles } from "./write-host-files";
export { writeMedia } from "./write-media";
export { writeNginxIncludes } from "./write-nginx-includes";
export { writeRedirectPages } from "./write-redirect-pages";
export { writeSocialCards } from "./write-social-cards";
