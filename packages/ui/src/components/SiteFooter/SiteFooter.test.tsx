import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { FooterColumn } from "./FooterColumn.js";
import { FooterLink } from "./FooterLink.js";
import { SiteFooter } from "./SiteFooter.js";

function Footer() {
  return (
    <SiteFooter
      copyright="© 2025 Grand River AI"
      legalLinks={[
        <FooterLink key="privacy" render={<FakeRouterLink to="/privacy-policy" />}>
          Privacy Policy
        </FooterLink>,
        <FooterLink key="terms" render={<FakeRouterLink to="/terms-of-service" />}>
          Terms of Service
        </FooterLink>,
      ]}
      themeSwitch={
        <button type="button" role="switch" aria-checked="false">
          Dark mode
        </button>
      }
    >
      <FooterColumn heading="Company">
        <FooterLink render={<FakeRouterLink to="/" />}>Home</FooterLink>
        <FooterLink render={<FakeRouterLink to="/team" />}>Our Team</FooterLink>
        <FooterLink render={<FakeRouterLink to="/admin" />}>Admin</FooterLink>
      </FooterColumn>
      <FooterColumn heading="Contact">
        <span>Grand Rapids, Michigan</span>
        <FooterLink href="mailto:hello@example.com">Email us</FooterLink>
      </FooterColumn>
    </SiteFooter>
  );
}

describe("SiteFooter", () => {
  it("is the page's content info landmark", () => {
    render(<Footer />);

    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2025 Grand River AI");
  });

  it("titles each column and lists its links under a list named after the heading", () => {
    render(<Footer />);

    expect(screen.getByRole("heading", { level: 2, name: "Company" })).toBeInTheDocument();
    const company = screen.getByRole("list", { name: "Company" });
    expect(
      within(company)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Our Team", "Admin"]);
    expect(within(company).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("renders links through the site's router link", () => {
    render(<Footer />);

    expect(screen.getByRole("link", { name: "Our Team" })).toHaveAttribute("data-router-link");
  });

  it("puts the legal links and the theme switch in the bottom bar", () => {
    render(<Footer />);

    const legal = screen.getByRole("list", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(within(legal).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    expect(within(screen.getByRole("contentinfo")).getByRole("switch", { name: "Dark mode" })).toBeInTheDocument();
  });
});
