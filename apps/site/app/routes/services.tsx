import { servicesPage } from "@grand-river/content";
import { Card, CardBody, CardTitle, Cluster, Grid, Prose, Section } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { PageHeader } from "../shared/PageHeader";

/** /services (§2.7): the AI Audit and the custom-solutions cards, each with its next step. */
export default function Services() {
  return (
    <>
      <PageHeader title={servicesPage.heading} intro={servicesPage.intro} />
      <Section>
        <Grid as="ul" columns={2}>
          {servicesPage.cards.map((card) => (
            <Card as="li" key={card.id} padding="xl">
              <CardTitle level={2}>{card.title}</CardTitle>
              <CardBody>
                <p>{card.description}</p>
                <Prose>
                  <ul>
                    {card.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                </Prose>
              </CardBody>
              <Cluster>
                <CtaButton cta={card.cta} />
              </Cluster>
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}
