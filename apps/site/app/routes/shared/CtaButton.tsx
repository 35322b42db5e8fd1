import { Link } from "react-router";
import type { CtaLink } from "@grand-river/content";
import { ButtonLink, type ButtonLinkProps } from "@grand-river/ui";

/** Props of `CtaButton`: a content link plus the button's looks. */
export interface CtaButtonProps extends Omit<ButtonLinkProps, "href" | "render" | "external" | "children"> {
  cta: CtaLink;
}

/**
 * A content call to action as a button-styled link. Content marks in-site targets with a leading
 * "/": those go through the router; anything else is another site and opens in a new tab.
 */
export function CtaButton({ cta, ...props }: CtaButtonProps) {
  return cta.href.startsWith("/") ? (
    <ButtonLink {...props} render={<Link to={cta.href} />}>
      {cta.label}
    </ButtonLink>
  ) : (
    <ButtonLink {...props} href={cta.href} external>
      {cta.label}
    </ButtonLink>
  );
}
