import assert from "node:assert/strict";
import { test } from "vitest";
import { loadRouteTable } from "./route-table.mjs";

test("the site's pages are read from its route table, home first, with the not-found path", async () => {
  const { pages, notFoundPath } = await loadRouteTable();
  assert.equal(pages[0], "/");
  assert.ok(pages.includes("/team"), pages.join(", "));
  assert.ok(pages.every((page) => page.startsWith("/")));
  assert.equal(notFoundPath, "/404");
});

test("reading the route table leaves NODE_ENV as it was, so a later build is a production build", async () => {
  const before = process.env.NODE_ENV;
  await loadRouteTable();
  assert.equal(process.env.NODE_ENV, before);
});
