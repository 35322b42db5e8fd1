import { Link } from "react-router";
import { footer, site } from "@grand-river/content";

// Placeholder chrome until packages/ui's SiteFooter lands.
export function Footer() {
  return (
    <footer>
      <nav aria-label={footer.companyHeading}>
        <h2>{footer.companyHeading}</h2>
        <ul>
          {footer.companyLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{footer.location}</p>
      <a href={`mailto:${site.email}`}>{footer.emailLabel}</a>
      <ul>
        {footer.socialLinks.map((s) => (
          <li key={s.href}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <p>{footer.copyright(new Date().getFullYear())}</p>
      {footer.legalLinks.map((l) => (
        <Link key={l.to} to={l.to}>
          {l.label}
        </Link>
      ))}
    </footer>
  );
}
