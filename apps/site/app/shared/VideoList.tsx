import { useId } from "react";
import { type ChannelVideo, watchVideoLabel } from "@grand-river/content";
import { Card, CardBody, CardTitle, Cluster, Grid, Tag } from "@grand-river/ui";
import { CardLink } from "./CardLink";

/** The grid of video cards on /videos, each linking out to the channel; the editor's preview shows an entry with it too. */
export function VideoList({ videos }: { videos: readonly ChannelVideo[] }) {
  return (
    <Grid as="ul" columns={3}>
      {videos.map((video) => (
        <VideoCard key={video.title} video={video} />
      ))}
    </Grid>
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
        <CardLink href={video.href} titleId={titleId} variant="secondary">
          {watchVideoLabel}
        </CardLink>
      </Cluster>
    </Card>
  );
}
