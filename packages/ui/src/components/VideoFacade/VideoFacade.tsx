import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { LazyImage } from "../LazyImage/LazyImage.js";
import * as styles from "./VideoFacade.css.js";
import {
  enhanceVideoFacade,
  VIDEO_FACADE_ATTRIBUTE,
  VIDEO_PLAY_ATTRIBUTE,
  VIDEO_TITLE_ATTRIBUTE,
} from "./enhanceVideoFacade.js";
import { youtubeEmbedUrl, youtubeThumbnailUrl } from "./youtube.js";
import { fillIn } from "../../messages/fillIn.js";
import { cx } from "../../utils/cx.js";
import { videoFacadeMessages, type VideoFacadeMessages } from "./videoFacadeMessages.js";

export { videoFacadeMessages, type VideoFacadeMessages };

/** Props of `VideoFacade`. */
export interface VideoFacadeProps extends Omit<ComponentPropsWithoutRef<"div">, "children" | "title"> {
  /** The YouTube video id, e.g. "dQw4w9WgXcQ". */
  videoId: string;
  /** The video's title: names the play button ("Play video: …") and the player frame. */
  title: string;
  /** A local poster image; without one, YouTube's thumbnail is fetched (the only request before play). */
  poster?: string;
  /** Its words in another language or wording; any left out stay as `videoFacadeMessages` has them. */
  messages?: Partial<VideoFacadeMessages>;
}

/**
 * A click-to-load YouTube embed: a 16:9 poster and a play button, and only after the click the
 * youtube-nocookie player, so the page makes no YouTube requests (beyond an optional thumbnail) until then.
 * The click is plain DOM (`enhanceVideoFacade`), which wires the prerendered HTML alone too.
 */
export function VideoFacade({ videoId, title, poster, messages, className, ...props }: VideoFacadeProps) {
  const words = { ...videoFacadeMessages, ...messages };
  const rootRef = useRef<HTMLDivElement>(null);
  // Playing is plain DOM (enhanceVideoFacade), as on a prerendered page with no React: React renders
  // the poster, always, and the press puts the player in its place.
  useEffect(() => (rootRef.current ? enhanceVideoFacade(rootRef.current) : undefined), []);

  return (
    <div
      {...props}
      ref={rootRef}
      className={cx(styles.frame, className)}
      {...{ [VIDEO_FACADE_ATTRIBUTE]: youtubeEmbedUrl(videoId), [VIDEO_TITLE_ATTRIBUTE]: title }}
    >
      {/* The button carries the name; the poster is decoration. */}
      <LazyImage src={poster ?? youtubeThumbnailUrl(videoId)} alt="" aspectRatio={16 / 9} />
      <button
        type="button"
        className={styles.playButton}
        aria-label={fillIn(words.play, { title })}
        {...{ [VIDEO_PLAY_ATTRIBUTE]: "" }}
      >
        <svg className={styles.playIcon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
          <path
            className={styles.playIconBackground}
            d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7A8.5 8.5 0 0 0 1.5 7.7C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
          />
          <path d="M45 24L27 14v20z" fill="#fff" />
        </svg>
      </button>
    </div>
  );
}
