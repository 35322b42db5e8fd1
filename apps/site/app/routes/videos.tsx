import { videosPage } from "@grand-river/content";
import { Cluster, Section } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { PageHeader } from "../shared/PageHeader";
import { VideoList } from "../shared/VideoList";

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
        <VideoList videos={videosPage.videos} />
      </Section>
    </>
  );
}
