import type { FaqItem } from "@grand-river/content";
import { Card, CardBody, CardTitle, Stack } from "@grand-river/ui";

/** A FAQ as a column of cards, every answer open (/grand-rapids-ai-automation); the editor's preview shows an entry with it too. */
export function FaqCards({ items }: { items: readonly FaqItem[] }) {
  return (
    <Stack as="ul" gap="md">
      {items.map((item) => (
        <Card as="li" key={item.question}>
          <CardTitle>{item.question}</CardTitle>
          <CardBody>
            <p>{item.answer}</p>
          </CardBody>
        </Card>
      ))}
    </Stack>
  );
}
