/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_WEBHOOK_NEWSLETTER_URL?: string;
  readonly VITE_WEBHOOK_REPORT_URL?: string;
  readonly VITE_WEBHOOK_PLAYBOOK_URL?: string;
  readonly VITE_WEBHOOK_CONTACT_URL?: string;
  readonly VITE_WEBHOOK_WORKLOG_URL?: string;
  /** The local inbox's port, where unset webhook URLs point (vite.config.ts exposes it). */
  readonly INBOX_PORT?: string;
}

/** SHA-256 (hex) of ADMIN_CODE, fixed at build time by vite.config.ts. */
declare const __ADMIN_CODE_SHA256__: string;
