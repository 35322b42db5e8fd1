import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One e-mail as the agency's inbox would show it. */
export interface Mail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** The file that, while it exists beside the mail file, makes the sink refuse every connection. */
const downFile = (file: string) => `${file}.down`;

/** The file that, while it exists, makes the sink keep each mail it takes but hold back its "sent". */
const holdFile = (file: string) => `${file}.hold`;

/**
 * An SMTP server on loopback standing in for the agency's mail: it takes every message without
 * login or TLS (as n8n's Send Email node sends with an SMTP credential of this host and port) and
 * appends each, parsed, as one JSON line to `file`, which the tests read. While `smtpDown(file)` is
 * in force it refuses every connection, as a mail server that is down or rejects the login does;
 * while `smtpHeld(file)` is, it keeps each mail but holds back its answer.
 */
export async function startMailSink(port: number, file: string) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onConnect(_session, done) {
      done(existsSync(downFile(file)) ? new Error("The mail server is down (receivers test)") : undefined);
    },
    onData(stream, _session, done) {
      simpleParser(stream).then((parsed) => {
        const mail: Mail = {
          from: parsed.from?.text ?? "",
          to: [parsed.to ?? []]
            .flat()
            .map((address) => address.text)
            .join(", "),
          replyTo: parsed.replyTo?.text ?? "",
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
        };
        appendFileSync(file, `${JSON.stringify(mail)}\n`);
        const answer = () => (existsSync(holdFile(file)) ? setTimeout(answer, 200) : done());
        answer();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Makes the sink at `file` refuse connections (`down`), or take them again. */
export function smtpDown(file: string, down: boolean) {
  if (down) writeFileSync(downFile(file), "");
  else rmSync(downFile(file), { force: true });
}

/**
 * Makes the sink at `file` keep each mail it takes without yet answering that it is sent (`held`),
 * as a slow mail server does: n8n's e-mail step waits on it. Or answers every mail held.
 */
export function smtpHeld(file: string, held: boolean) {
  if (held) writeFileSync(holdFile(file), "");
  else rmSync(holdFile(file), { force: true });
}

/** Every e-mail the sink has taken, oldest first. */
export function mailsIn(file: string): Mail[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}
