import { useId } from "react";
import { externalLinkWords, type ShowcaseItem, viewProjectLabel } from "@grand-river/content";
import { ButtonLink, Card, CardBody, CardTitle, Initials, LazyImage } from "@grand-river/ui";

/** One home showcase project: its thumbnail (or its initials), words, and a link out to it. */
export function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  const titleId = useId();
  return (
    <Card as="li">
      {item.thumbnail ? (
        <LazyImage
          src={item.thumbnail.src}
          alt={item.thumbnail.alt}
          width={item.thumbnail.width}
          height={item.thumbnail.height}
        />
      ) : (
        <Initials title={item.title} size="fill" />
      )}
      <CardTitle id={titleId}>{item.title}</CardTitle>
      <CardBody>
        <p>{item.description}</p>
      </CardBody>
      {/* Every card's link reads "View Project"; the title it belongs to is its description. */}
      <ButtonLink
        href={item.link}
        messages={externalLinkWords}
        external
        variant="secondary"
        size="sm"
        aria-describedby={titleId}
      >
        {viewProjectLabel}
      </ButtonLink>
    </Card>
  );
}
