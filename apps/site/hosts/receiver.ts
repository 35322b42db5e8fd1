import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

/** One post the receiver took. */
export interface Delivery {
  /** The path and query it was posted to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in for n8n on this machine: it records every post and answers 200 after a short pause
 * (so two posts at once would overlap). While `down`, it drops each connection unanswered, as a
 * stopped service does to the sender, and counts the tries.
 */
export class Receiver {
  readonly deliveries: Delivery[] = [];
  /** The most posts it ever held open at once. */
  mostAtOnce = 0;
  /** While true, every post is dropped unanswered and counted in `droppedTries`. */
  down = false;
  droppedTries = 0;
  private open = 0;
  private server: Server | undefined;

  constructor(readonly port: number) {}

  /** Its address for `form`. */
  address(form: string): string {
    return `http://127.0.0.1:${this.port}/webhook/${form}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      if (this.down) {
        this.droppedTries += 1;
        request.socket.destroy();
        return;
      }
      this.open += 1;
      this.mostAtOnce = Math.max(this.mostAtOnce, this.open);
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        this.deliveries.push({ url: request.url ?? "", headers: request.headers, body });
        setTimeout(() => {
          this.open -= 1;
          response.writeHead(200).end();
        }, 20);
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
