import { relayProofs, type ProofSolver } from "./relay-proofs.js";

const PAGE = "https://site.example/contact";
const ADDRESS = "https://site.example/api/leads/contact?submission=one";
const HOUR = 60 * 60 * 1000;

/** A solver that hands out proof-1, proof-2, … each expiring an hour after the clock, counting the challenges fetched. */
function solver(clock: { now: number }, { failFirst = false } = {}) {
  const challenges: string[] = [];
  const solve = vi.fn<ProofSolver>((challengeUrl) => {
    challenges.push(challengeUrl);
    if (failFirst && challenges.length === 1) return Promise.reject(new Error("offline"));
    return Promise.resolve({ header: `proof-${challenges.length}`, expiresAt: clock.now + HOUR });
  });
  const proofs = relayProofs(() => Promise.resolve(solve), { base: () => PAGE, now: () => clock.now });
  const send = () => proofs.proof(ADDRESS, fetch, new AbortController().signal);
  return { challenges, proofs, send };
}

/** Lets a solve that is under way finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe("relay mode's proofs, solved ahead", () => {
  it("fetches nothing until a form is reached, then one challenge however often it is reached", async () => {
    const { challenges, proofs } = solver({ now: 0 });
    expect(challenges).toEqual([]);

    proofs.prepare();
    proofs.prepare();
    proofs.prepare();
    await vi.waitFor(() => expect(challenges).toEqual(["https://site.example/api/leads/challenge"]));
  });

  it("sends the proof solved when the form was reached, and fetches no challenge at the send", async () => {
    const { challenges, proofs, send } = solver({ now: 0 });
    proofs.prepare();

    expect(await send()).toBe("proof-1");
    expect(challenges).toHaveLength(1);
  });

  it("uses each proof for one send: the next send solves a new one", async () => {
    const { proofs, send } = solver({ now: 0 });
    proofs.prepare();

    expect([await send(), await send()]).toEqual(["proof-1", "proof-2"]);
  });

  it("solves at the send when the form was never reached", async () => {
    const { challenges, send } = solver({ now: 0 });

    expect(await send()).toBe("proof-1");
    expect(challenges).toEqual(["https://site.example/api/leads/challenge"]);
  });

  it("replaces a proof that expired, or nearly, while the visitor filled the form in", async () => {
    const clock = { now: 0 };
    const { proofs, send } = solver(clock);
    proofs.prepare();
    await settled();

    clock.now = HOUR - 30_000;
    expect(await send()).toBe("proof-2");
  });

  it("solves a new proof ahead when the form is reached again after the last one expired", async () => {
    const clock = { now: 0 };
    const { challenges, proofs, send } = solver(clock);
    proofs.prepare();
    await settled();

    clock.now = 2 * HOUR;
    proofs.prepare();
    await settled();
    expect(challenges).toHaveLength(2);
    expect(await send()).toBe("proof-2");
    expect(challenges).toHaveLength(2);
  });

  it("fetches a new challenge at the send when solving the first one failed", async () => {
    const { proofs, send } = solver({ now: 0 }, { failFirst: true });
    proofs.prepare();

    expect(await send()).toBe("proof-2");
  });
});
