import { answerPress } from "../../utils/answerPress.js";

/** On a facade's root: the address of the player its play button loads. */
export const VIDEO_FACADE_ATTRIBUTE = "data-video-facade";
/** On the root too: the video's title, which names the player frame. */
export const VIDEO_TITLE_ATTRIBUTE = "data-video-title";
/** On the play button. */
export const VIDEO_PLAY_ATTRIBUTE = "data-video-play";

/** What the player frame may do: YouTube's own embed code's list. */
const PLAYER_ALLOWS =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

/**
 * The facade's behaviour in plain DOM, on the markup `VideoFacade` renders (its prerendered HTML
 * included): a press on the play button, answered as the finger lifts, puts the player in place of
 * the poster and the button and hands it the focus the button had. Until then the page has made no
 * request to YouTube (beyond the poster, when it is YouTube's thumbnail). Returns what undoes the
 * wiring, the poster and button back in place of a player.
 */
export function enhanceVideoFacade(root: HTMLElement): () => void {
  const wiring = new AbortController();
  let poster: Node[] | undefined;
  answerPress(
    root,
    `[${VIDEO_PLAY_ATTRIBUTE}]`,
    () => {
      if (poster) return;
      const player = document.createElement("iframe");
      player.src = root.getAttribute(VIDEO_FACADE_ATTRIBUTE) ?? "";
      player.title = root.getAttribute(VIDEO_TITLE_ATTRIBUTE) ?? "";
      player.allow = PLAYER_ALLOWS;
      player.referrerPolicy = "strict-origin-when-cross-origin";
      player.allowFullscreen = true;
      poster = [...root.childNodes];
      root.replaceChildren(player);
      // The play button went from under the visitor's focus: the player that replaced it takes it.
      player.focus();
    },
    wiring.signal,
  );
  return () => {
    wiring.abort();
    if (poster) root.replaceChildren(...poster);
  };
}
