import type { ReactNode } from "react";
import { externalLinkWords } from "@grand-river/content";
import { ButtonLink, type ButtonLinkProps } from "@grand-river/ui";

/**
 * A card's small link to another site, opening in a new tab. Its words repeat on every card, so it
 * is described by its card's title (`titleId`), which says which one it is.
 */
export function CardLink({
  href,
  titleId,
  variant,
  children,
}: {
  href: string;
  titleId: string;
  variant?: ButtonLinkProps["variant"];
  children: ReactNode;
}) {
  return (
    <ButtonLink
      href={href}
      messages={externalLinkWords}
      external
      variant={variant}
      size="sm"
      aria-describedby={titleId}
    >
      {children}
    </ButtonLink>
  );
}
