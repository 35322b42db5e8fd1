/** Every value in sessionStorage, one per line, so a test can check a secret was never stored under any key. */
export function everythingStored(): string {
  return Array.from({ length: sessionStorage.length }, (_, index) =>
    sessionStorage.getItem(sessionStorage.key(index) ?? ""),
  ).join("\n");
}
