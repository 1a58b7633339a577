import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  auth: string | null;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 for the tests (plain, AUTH allowed without TLS). Addresses in
 * `reject` are refused with 550. stop() and start() again keep the port (an outage and its end).
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  readonly reject = new Set<string>();
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, cb) => cb(null, { user: auth.username }),
      onRcptTo: (address, _session, cb) =>
        this.reject.has(address.address)
          ? cb(Object.assign(new Error('Mailbox unbekannt'), { responseCode: 550 }))
          : cb(),
      onData: (stream, session, cb) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              auth: typeof session.user === 'string' ? session.user : null,
              parsed,
            });
            cb();
          })
          .catch((err: Error) => cb(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async isUp(): Promise<boolean> {
    return this.server !== null;
  }

  get url(): string {
    return `smtp://versand:geheim@127.0.0.1:${this.port}`;
  }
}
