import { HydrationGate, VideoFacade, type VideoFacadeProps } from "@grand-river/ui";

/**
 * The intro video's click-to-play facade on its own, for `lazy()`: it sits below the fold. Its
 * play button stays disabled until it has hydrated, so an early press is refused, not lost.
 */
export default function VideoIsland(props: VideoFacadeProps) {
  return (
    <HydrationGate>
      <VideoFacade {...props} />
    </HydrationGate>
  );
}
