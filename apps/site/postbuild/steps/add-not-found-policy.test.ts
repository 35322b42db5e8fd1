import { addNotFoundPolicy } from "./add-not-found-policy";
import { testBuild } from "./test-build";

describe("addNotFoundPolicy", () => {
  it("puts a policy into 404.html that lets its forms post to the built webhook addresses only", async () => {
    const { build, read, remove } = await testBuild({
      "404.html": "<html><head><title>Not found</title></head><body><script>go()</script></body></html>",
    });

    await addNotFoundPolicy.run(build);

    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await read("404.html"))?.[1];
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    await remove();
  });
});
