/**
 * The honeypot input's name: a field no person sees, that form-filling bots tend to fill. In a
 * file of its own, free of styles, so end-to-end tests can read it without a Vite build.
 */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";
