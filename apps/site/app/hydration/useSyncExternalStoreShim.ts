/**
 * React 19 has `useSyncExternalStore`; libraries written for React 17 import the
 * use-sync-external-store shim, which in React 18+ only hands back React's own. The page-script
 * build points the shim here (vite.page-script.config.ts), so islands skip its bytes and a request.
 */
export { useSyncExternalStore } from "react";
