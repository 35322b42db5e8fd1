import assert from "node:assert/strict";
import { test } from "vitest";
import { blockedUrlPatterns } from "./third-parties.mjs";

test("the booking widget's whole origin is blocked, whatever file the site loads from it", () => {
  const site = { bookingWidgetScript: "https://assets.calendly.com/assets/external/widget.js" };
  assert.deepEqual(blockedUrlPatterns(site), ["https://assets.calendly.com/*"]);
});
