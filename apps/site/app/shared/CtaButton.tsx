import { type CtaLink, externalLinkWords, site } from "@grand-river/content";
import { ButtonLink, type ButtonLinkProps } from "@grand-river/ui";
import { BOOKING_WIDGET_ATTRIBUTE } from "../layout/bookingWidget";

/** Props of `CtaButton`: a content link plus the button's looks. */
export interface CtaButtonProps extends Omit<ButtonLinkProps, "href" | "render" | "external" | "children"> {
  cta: CtaLink;
}

/**
 * A content call to action as a button-styled link. Content marks in-site targets with a leading
 * "/": those are ordinary links to another page; anything else is another site and opens in a new
 * tab. Links to the scheduling page are marked, so the booking widget loads when one is reached for.
 */
export function CtaButton({ cta, ...props }: CtaButtonProps) {
  const internal = cta.href.startsWith("/");
  const booking = cta.href === site.schedulerUrl ? { [BOOKING_WIDGET_ATTRIBUTE]: site.bookingWidgetScript } : {};
  return (
    <ButtonLink {...props} {...booking} href={cta.href} messages={externalLinkWords} external={!internal}>
      {cta.label}
    </ButtonLink>
  );
}
