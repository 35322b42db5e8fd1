import { useId } from "react";
import { type ChannelVideo, externalLinkWords, videosPage, watchVideoLabel } from "@grand-river/content";
import { ButtonLink, Card, CardBody, CardTitle, Cluster, Grid, Section, Tag } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { PageHeader } from "../shared/PageHeader";

/** /videos (§2.9): links out to the video channel and to the videos to start with. */
export default function Videos() {
  return (
    <>
      <PageHeader title={videosPage.heading} intro={videosPage.intro}>
        <Cluster justify="center">
          <CtaButton cta={videosPage.channelCta} />
        </Cluster>
      </PageHeader>
      <Section heading={videosPage.listHeading}>
        <Grid as="ul" columns={3}>
          {videosPage.videos.map((video) => (
            <VideoCard key={video.title} video={video} />
          ))}
        </Grid>
      </Section>
    </>
  );
}

function VideoCard({ video }: { video: ChannelVideo }) {
  const titleId = useId();
  return (
    <Card as="li">
      <CardTitle id={titleId}>{video.title}</CardTitle>
      <CardBody>
        <p>{video.description}</p>
      </CardBody>
      <Cluster justify="between">
        <Tag>{video.duration}</Tag>
        {/* Every card's link reads the same; the video's title describes which one. */}
        <ButtonLink
          href={video.href}
          messages={externalLinkWords}
          external
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
        >
          {watchVideoLabel}
        </ButtonLink>
      </Cluster>
    </Card>
  );
}
