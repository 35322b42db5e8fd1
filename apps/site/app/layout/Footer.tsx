import { footer, site } from "@grand-river/content";
import { CurrentYear, DarkModeSwitch, FooterColumn, FooterLink, SiteFooter } from "@grand-river/ui";

const buildYear = new Date().getFullYear();

/** The footer (§2.17): company links, contact, social links, legal links, the current year and dark mode. */
export function Footer() {
  return (
    <SiteFooter
      copyright={<CurrentYear year={buildYear}>{footer.copyright(buildYear)}</CurrentYear>}
      legalLinks={footer.legalLinks.map((l) => (
        <FooterLink key={l.to} href={l.to}>
          {l.label}
        </FooterLink>
      ))}
      themeSwitch={<DarkModeSwitch label={footer.darkModeLabel} />}
    >
      <FooterColumn heading={footer.companyHeading}>
        {footer.companyLinks.map((l) => (
          <FooterLink key={l.to} href={l.to}>
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
