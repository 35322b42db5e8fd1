import { useId } from "react";
import { type ShowcaseItem, viewProjectLabel } from "@grand-river/content";
import { Card, CardBody, CardTitle, Initials, LazyImage } from "@grand-river/ui";
import { CardLink } from "../../shared/CardLink";
import { pictureProps, pictureSizes } from "../../shared/picture";

/** One home showcase project: its thumbnail (or its initials), words, and a link out to it. */
export function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  const titleId = useId();
  return (
    <Card as="li">
      {item.thumbnail ? (
        <LazyImage {...pictureProps(item.thumbnail)} sizes={pictureSizes.card} />
      ) : (
        <Initials title={item.title} size="fill" />
      )}
      <CardTitle id={titleId}>{item.title}</CardTitle>
      <CardBody>
        <p>{item.description}</p>
      </CardBody>
      <CardLink href={item.link} titleId={titleId} variant="secondary">
        {viewProjectLabel}
      </CardLink>
    </Card>
  );
}
