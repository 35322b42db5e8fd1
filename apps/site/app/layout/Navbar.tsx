import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { mainNav, mobileMenuLabels, site } from "@grand-river/content";

// Placeholder chrome until packages/ui's SiteHeader lands.
export function Navbar() {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 20);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <header data-scrolled={scrolled || undefined}>
      <Link to="/">
        <img src="/images/logo.svg" alt="" width={40} height={40} />
        {site.firmName}
      </Link>
      <nav aria-label="Main">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? mobileMenuLabels.close : mobileMenuLabels.open}
        </button>
        <ul>
          {mainNav.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
