import type { FaqItem } from "@grand-river/content";
import { Card, CardBody, CardTitle, Prose, Stack } from "@grand-river/ui";
import { RichText } from "./RichText";

/** A FAQ as a column of cards, every answer open (/grand-rapids-ai-automation); the editor's preview shows an entry with it too. */
export function FaqCards({ items }: { items: readonly FaqItem[] }) {
  return (
    <Stack as="ul" gap="md">
      {items.map((item) => (
        <Card as="li" key={item.question}>
          <CardTitle>{item.question}</CardTitle>
          <CardBody>
            <Prose>
              <RichText of={item.answer} />
            </Prose>
          </CardBody>
        </Card>
      ))}
    </Stack>
  );
}
