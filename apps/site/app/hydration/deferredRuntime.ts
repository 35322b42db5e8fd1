/**
 * For a page whose islands all sit below its words (`ISLAND.deferRuntime`): calls `start` (which
 * loads the islands runtime, which wakes them) once one of them comes within a screen of sight, or
 * is reached for first, so a visitor who reads and leaves fetches no more script than on a page of
 * words. A reach that started it is handed on: the island is pointed at again once the runtime
 * listens, and focus already inside it wakes it by itself.
 *
 * The page's bootstrap runs it (postbuild/page-script.ts writes it in as its source text), so it
 * refers to nothing outside itself.
 */
export function startWhenIslandsNear(islands: readonly Element[], start: () => Promise<unknown>): void {
  // Reaching for an island: a pointer over it or pressing it (a touch is a press), focus coming into it.
  const reachingForIt = ["pointerover", "pointerdown", "focusin"];
  const reached = new AbortController();
  // The island last reached for while the runtime was on its way, which it has not heard of.
  let reachedFor: Element | undefined;
  let started: Promise<void> | undefined;
  const go = () => {
    started ??= start().then(() => {
      reached.abort();
      reachedFor?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    });
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
    rootMargin: "100% 0px",
  });
  for (const island of islands) {
    observer.observe(island);
    for (const type of reachingForIt)
      island.addEventListener(
        type,
        () => {
          reachedFor = island;
          go();
        },
        { capture: true, signal: reached.signal },
      );
  }
}
