/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_WEBHOOK_NEWSLETTER_URL?: string;
  readonly VITE_WEBHOOK_REPORT_URL?: string;
  readonly VITE_WEBHOOK_PLAYBOOK_URL?: string;
  readonly VITE_WEBHOOK_CONTACT_URL?: string;
  readonly VITE_WEBHOOK_WORKLOG_URL?: string;
}

/** SHA-256 (hex) of ADMIN_CODE, fixed at build time by vite.config.ts. */
declare const __ADMIN_CODE_SHA256__: string;

/** The local webhook inbox that unset webhook URLs fall back to, fixed at build time. */
declare const __LOCAL_INBOX_ORIGIN__: string;
