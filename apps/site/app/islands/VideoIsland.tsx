import { homePage, videoWords } from "@grand-river/content";
import { VideoFacade } from "@grand-river/ui";

const { introVideo } = homePage;

/** The home page's intro video (§2.4): a poster and a play button until pressed, then the player. */
export default function VideoIsland() {
  return <VideoFacade videoId={introVideo.videoId} title={introVideo.videoTitle} messages={videoWords} />;
}
