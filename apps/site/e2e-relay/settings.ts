/** Where `pnpm test:e2e:relay` builds the relay-mode site, beside the main build. */
export const RELAY_BUILD_DIR = "build-relay";

/** The secret the relay sends and the inbox demands in this run. */
export const RELAY_SECRET = "relay-secret-for-the-e2e";

/**
 * The Worker's port under `wrangler dev`: E2E_RELAY_PORT, else 4176 (the editor e2e, which turbo
 * runs beside it, has 4175).
 */
export function relayPort(): number {
  return Number(process.env.E2E_RELAY_PORT ?? 4176);
}

/** The site's origin under `wrangler dev`. */
export const relaySite = (): string => `http://127.0.0.1:${relayPort()}`;
