export { gaps, list } from "../Stack/Stack.css";

/** The most columns a grid shows, reached on desktop; mobile always has one. */
export const columnCounts = [1, 2, 3, 4] as const;
