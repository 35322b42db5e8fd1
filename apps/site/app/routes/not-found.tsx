import { notFound } from "@grand-river/content";
import { ButtonLink, Cluster, Heading, Section, Stack, Text } from "@grand-river/ui";

/** Every path without a page (§2.16); prerendered as 404.html for hosts. */
export default function NotFound() {
  return (
    <Section align="center" width="prose">
      <Stack gap="lg" align="center">
        <Heading level={1} size="xxxl">
          {notFound.title}
        </Heading>
        <Text size="lg">{notFound.message}</Text>
        <nav aria-label="Helpful links">
          <Cluster as="ul" gap="sm" justify="center">
            {notFound.links.map((l, i) => (
              <li key={l.to}>
                <ButtonLink variant={i === 0 ? "primary" : "secondary"} href={l.to}>
                  {l.label}
                </ButtonLink>
              </li>
            ))}
          </Cluster>
        </nav>
      </Stack>
    </Section>
  );
}
