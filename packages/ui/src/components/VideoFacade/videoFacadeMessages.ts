/** The facade's own words; `{title}` is filled in with the video's title. */
export interface VideoFacadeMessages {
  /** Names the play button: "Play video: {title}". */
  play: string;
}

/** The facade's English words, the default for `messages`. */
export const videoFacadeMessages: VideoFacadeMessages = { play: "Play video: {title}" };
