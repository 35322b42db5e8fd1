import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react";
import { LazyImage } from "../LazyImage/LazyImage.js";
import * as styles from "./VideoFacade.css.js";
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
 */
export function VideoFacade({ videoId, title, poster, messages, className, ...props }: VideoFacadeProps) {
  const words = { ...videoFacadeMessages, ...messages };
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears under the visitor's focus; hand focus to the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div {...props} className={cx(styles.frame, className)}>
      {playing ? (
        <iframe
          ref={frameRef}
          className={styles.player}
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          {/* The button carries the name; the poster is decoration. */}
          <LazyImage src={poster ?? youtubeThumbnailUrl(videoId)} alt="" aspectRatio={16 / 9} />
          <button
            type="button"
            className={styles.playButton}
            aria-label={fillIn(words.play, { title })}
            onClick={() => setPlaying(true)}
          >
            <svg className={styles.playIcon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
              <path
                className={styles.playIconBackground}
                d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7A8.5 8.5 0 0 0 1.5 7.7C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
              />
              <path d="M45 24L27 14v20z" fill="#fff" />
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
