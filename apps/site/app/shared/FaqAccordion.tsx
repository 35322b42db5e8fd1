import type { FaqItem } from "@grand-river/content";
import { Accordion, Text } from "@grand-river/ui";

/** A FAQ as native disclosures (/ai-playbook), which need no script; the editor's preview shows an entry with it too. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const accordionItems = items.map((item, index) => ({
    id: `faq-${index + 1}`,
    title: item.question,
    content: <Text>{item.answer}</Text>,
  }));
  return <Accordion items={accordionItems} headingLevel={3} />;
}
