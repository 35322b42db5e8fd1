import { checkoutUrl, externalLinkWords, reportPage } from "@grand-river/content";
import { ButtonLink, Card, CardTitle, Cluster, Prose, Text } from "@grand-river/ui";
import { siteOrigin } from "../../config";

const { salesCard } = reportPage;

/** The price card with the "Get My Report" button, which opens the card checkout in a new tab. */
export function SalesCard() {
  return (
    <Card padding="xl">
      <CardTitle level={2}>{salesCard.title}</CardTitle>
      <Cluster gap="xs" align="end">
        <Text size="xl" weight="semibold">
          {salesCard.price}
        </Text>
        <Text tone="muted">{salesCard.priceNote}</Text>
      </Cluster>
      <Text weight="medium">{salesCard.delivery}</Text>
      <Prose>
        <ul>
          {salesCard.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </Prose>
      <ButtonLink href={checkoutUrl(siteOrigin)} messages={externalLinkWords} external size="lg" fullWidth>
        {salesCard.buttonLabel}
      </ButtonLink>
      <Text size="sm" tone="muted">
        {salesCard.checkoutNote}
      </Text>
      <Text size="sm" tone="muted">
        {salesCard.guarantee}
      </Text>
    </Card>
  );
}
