import type { FaqItem } from "@grand-river/content";
import { Accordion, Prose } from "@grand-river/ui";
import { RichText } from "./RichText";

/** A FAQ as native disclosures (/ai-playbook), which need no script; the editor's preview shows an entry with it too. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const accordionItems = items.map((item, index) => ({
    id: `faq-${index + 1}`,
    title: item.question,
    content: (
      <Prose>
        <RichText of={item.answer} />
      </Prose>
    ),
  }));
  return <Accordion items={accordionItems} headingLevel={3} />;
}
