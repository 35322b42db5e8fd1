/**
 * Speculation rules (an inline `<script type="speculationrules">` on every page): pages are
 * separate documents, so the browser prerenders the page behind a same-site link the moment a
 * visitor shows intent (hovering it for a moment, or pressing it), and the click then shows it at
 * once. Links that open elsewhere and the admin page (a shared password, no reason to guess) are
 * left out. Browsers without speculation rules ignore the script.
 */
export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin" } },
          { not: { selector_matches: "[target=_blank], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;
