import { logo, mainNav, mobileMenuLabels, site } from "@grand-river/content";
import { Brand, MobileMenu, NavItem, SiteHeader } from "@grand-river/ui";

/** The fixed top bar (§2.2): brand home, the five links (the current page's marked), and the small-screen menu. */
export function Navbar({ currentPath }: { currentPath: string }) {
  const links = () =>
    mainNav.map((link) => (
      <NavItem key={link.to} href={link.to} aria-current={link.to === currentPath ? "page" : undefined}>
        {link.label}
      </NavItem>
    ));
  return (
    <SiteHeader
      brand={<Brand name={site.firmName} logoSrc={logo.src} logoWidth={logo.width} logoHeight={logo.height} href="/" />}
      mobileMenu={<MobileMenu messages={mobileMenuLabels}>{links()}</MobileMenu>}
    >
      {links()}
    </SiteHeader>
  );
}
