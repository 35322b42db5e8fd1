import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { KEPT_FROM_REACT_WHILE_HYDRATING } from "./keptFromReact";

/** The installed React DOM's client, as written: its internal event lists are not exported. */
function reactDomClientSource(): string {
  const reactDom = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  return readFileSync(path.join(reactDom, "cjs/react-dom-client.development.js"), "utf8");
}

describe("the events kept from React while an island hydrates", () => {
  it("are the installed React DOM's discrete and continuous ones, and the two the runtime handles itself", () => {
    const source = reactDomClientSource();
    const discrete = /discreteReplayableEvents\s*=\s*"([^"]+)"\.split\(/.exec(source)?.[1]?.split(" ");
    const continuousBody = /function queueIfContinuousEvent\([^)]*\)\s*\{([\s\S]*?)\n {4}\}/.exec(source)?.[1];
    const continuous = [...(continuousBody ?? "").matchAll(/case "(\w+)":/g)].map((match) => match[1]);

    // Each list found: a React DOM that renamed or moved them fails here, not silently.
    expect(discrete?.length).toBeGreaterThan(20);
    expect(continuous.length).toBeGreaterThan(3);
    expect(new Set(KEPT_FROM_REACT_WHILE_HYDRATING)).toEqual(
      new Set([...(discrete ?? []), ...continuous, "beforeinput", "submit"]),
    );
  });
});
