import { contactPage } from "@grand-river/content";
import { Island } from "../hydration/Island";
import ContactFormIsland from "../islands/ContactFormIsland";
import { ButtonLink, Card, CardBody, CardTitle, Cluster, Grid, Heading, Section, Stack } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { PageHeader } from "../shared/PageHeader";

const { emailCard, bookingCard, locationCard } = contactPage;

/** /contact (§2.13): the message form, the email card and the free 30-minute discovery call. */
export default function Contact() {
  return (
    <>
      <PageHeader title={contactPage.heading} intro={contactPage.intro} />
      <Section>
        <Grid columns={2} gap="xl">
          <Stack gap="lg">
            <Heading level={2} size="xxl">
              {contactPage.formHeading}
            </Heading>
            {/* On the first screen: it wakes right after the first paint. */}
            <Island of={ContactFormIsland} wake="interaction" />
          </Stack>
          <Stack as="ul" gap="lg">
            <Card as="li">
              <CardTitle level={2}>{emailCard.heading}</CardTitle>
              <CardBody>
                <p>{emailCard.text}</p>
              </CardBody>
              <Cluster>
                {/* A mail client, not a web page: it opens in place, not in a new tab. */}
                <ButtonLink href={emailCard.href} variant="secondary">
                  {emailCard.email}
                </ButtonLink>
              </Cluster>
            </Card>
            <Card as="li">
              <CardTitle level={2}>{bookingCard.heading}</CardTitle>
              <CardBody>
                <p>{bookingCard.text}</p>
              </CardBody>
              <Cluster>
                <CtaButton cta={bookingCard.cta} />
              </Cluster>
            </Card>
            <Card as="li">
              <CardTitle level={2}>{locationCard.heading}</CardTitle>
              <CardBody>
                <p>{locationCard.text}</p>
              </CardBody>
            </Card>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
