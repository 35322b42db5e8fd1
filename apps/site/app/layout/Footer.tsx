import { Link } from "react-router";
import { footer, site } from "@grand-river/content";
import { DarkModeSwitch, FooterColumn, FooterLink, SiteFooter } from "@grand-river/ui";
import { useCurrentYear } from "./useCurrentYear";

/** The footer (§2.17): company links, contact, social links, legal links, year and dark mode. */
export function Footer() {
  const year = useCurrentYear();
  return (
    <SiteFooter
      copyright={footer.copyright(year)}
      legalLinks={footer.legalLinks.map((l) => (
        <FooterLink key={l.to} render={<Link to={l.to} />}>
          {l.label}
        </FooterLink>
      ))}
      themeSwitch={<DarkModeSwitch label={footer.darkModeLabel} />}
    >
      <FooterColumn heading={footer.companyHeading}>
        {footer.companyLinks.map((l) => (
          <FooterLink key={l.to} render={<Link to={l.to} />}>
            {l.label}
          </FooterLink>
        ))}
      </FooterColumn>
      <FooterColumn heading={footer.contactHeading}>
        <span>{footer.location}</span>
        <FooterLink href={`mailto:${site.email}`}>
          {footer.emailLabel}: {site.email}
        </FooterLink>
      </FooterColumn>
      <FooterColumn heading={footer.socialHeading}>
        {footer.socialLinks.map((s) => (
          <FooterLink key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.label}
          </FooterLink>
        ))}
      </FooterColumn>
    </SiteFooter>
  );
}
