import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deliverLead, retryDelaySeconds } from "./deliver.js";
import type { Lead } from "./lead.js";
import { CONTACT_BODY } from "./testing.js";

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine that records each post and answers `status`. */
async function receiver(status: number): Promise<{ address: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { address: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/contact`, received, server };
}

const lead: Lead = {
  form: "contact",
  body: CONTACT_BODY,
  submissionId: "draft-7",
  receivedAt: "2025-03-10T14:05:01.000Z",
};
const urlsFor = (contact: string) => ({ newsletter: "", report: "", playbook: "", contact, worklog: "" });

describe("delivering a kept lead", () => {
  it("posts the visitor's body byte for byte with the submission id and the relay's secret", async () => {
    const { address, received, server } = await receiver(200);
    try {
      const result = await deliverLead(lead, { urls: urlsFor(address), secret: "s3cret" });
      expect(result).toEqual({ delivered: true, status: 200 });
      expect(received).toEqual([
        expect.objectContaining({
          url: "/webhook/contact?submission=draft-7",
          body: CONTACT_BODY,
          headers: expect.objectContaining({ "x-relay-secret": "s3cret", "content-type": "application/json" }),
        }),
      ]);
    } finally {
      server.close();
    }
  });

  it("reports the receiver's refusal, or 0 when it cannot be reached, so the host tries again", async () => {
    const { address, server } = await receiver(500);
    const refused = await deliverLead(lead, { urls: urlsFor(address), secret: "s3cret" });
    server.close();
    const unreachable = await deliverLead(lead, { urls: urlsFor(address), secret: "s3cret" });
    expect([refused, unreachable]).toEqual([
      { delivered: false, status: 500 },
      { delivered: false, status: 0 },
    ]);
  });
});

describe("the wait between tries", () => {
  it.each([
    [1, 30],
    [2, 60],
    [5, 480],
    [8, 3600],
    [40, 3600],
  ])("after try %i is %i seconds", (attempt, seconds) => {
    expect(retryDelaySeconds(attempt)).toBe(seconds);
  });
});
