import { describe, expect, test } from "vitest";
import { ownerSession } from "./api.js";

/** n8n's answers to the owner's login: `refusals` times 429 with `retryAfter`, then a session. */
function n8nWithLoginLimit(refusals: number, retryAfter: string) {
  const logins: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    if (path === "/rest/login") {
      logins.push(path);
      if (logins.length <= refusals) {
        return new Response(JSON.stringify({ message: "Too many requests" }), {
          status: 429,
          headers: { "Retry-After": retryAfter },
        });
      }
      return new Response("{}", { headers: { "Set-Cookie": "n8n-auth=token; Path=/; HttpOnly" } });
    }
    if (path === "/rest/projects/personal") return Response.json({ data: { id: "p1" } });
    return new Response("not here", { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, logins };
}

describe("the owner's login", () => {
  test("refused for too many logins, it says so, waits as n8n asks and logs in once more", async () => {
    const n8n = n8nWithLoginLimit(1, "42");
    const lines: string[] = [];
    const waits: number[] = [];

    await ownerSession({
      url: "http://n8n.test",
      email: "owner@agency.example",
      password: "secret",
      fetch: n8n.fetch,
      print: (line) => lines.push(line),
      sleep: async (seconds) => void waits.push(seconds),
    });

    expect(n8n.logins).toHaveLength(2);
    expect(waits).toEqual([42]);
    expect(lines).toEqual([
      "  n8n refused the owner's login for now (429: too many logins from this address; n8n takes 5 a minute). " +
        "Waiting 42 s, as n8n asks (Retry-After), then logging in once more.",
    ]);
  });

  test("gives up in words once the waits would pass three minutes", async () => {
    const n8n = n8nWithLoginLimit(10, "60");
    const waits: number[] = [];

    const login = ownerSession({
      url: "http://n8n.test",
      email: "owner@agency.example",
      password: "secret",
      fetch: n8n.fetch,
      sleep: async (seconds) => void waits.push(seconds),
    });

    await expect(login).rejects.toThrow(
      "n8n answered POST /rest/login with 429: n8n still refuses the owner's login after 180 s of waiting (too many logins from this address); run this again later",
    );
    expect(waits).toEqual([60, 60, 60]);
  });
});
