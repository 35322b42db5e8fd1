import { Link, NavLink } from "react-router";
import { logo, mainNav, mobileMenuLabels, site } from "@grand-river/content";
import { Brand, MobileMenu, NavItem, SiteHeader } from "@grand-river/ui";

const links = () =>
  mainNav.map((link) => <NavItem key={link.to} render={<NavLink to={link.to} end />}>{link.label}</NavItem>);

/** The fixed top bar (§2.2): brand home, the five links, and the small-screen menu. */
export function Navbar() {
  return (
    <SiteHeader
      brand={
        <Brand
          name={site.firmName}
          logoSrc={logo.src}
          logoWidth={logo.width}
          logoHeight={logo.height}
          render={<Link to="/" />}
        />
      }
      mobileMenu={
        <MobileMenu openLabel={mobileMenuLabels.open} closeLabel={mobileMenuLabels.close}>
          {links()}
        </MobileMenu>
      }
    >
      {links()}
    </SiteHeader>
  );
}
