// A real SMTP server for tests (the smtp-server package) that keeps every mail it receives, so a test reads the mail
// the API sent and follows its link, as the recipient would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The text of a single-part message, its quoted-printable encoding undone. */
function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headers)?.[1] ?? '';
  let text = rest.join('\n\n');
  if (/^content-transfer-encoding: quoted-printable/im.test(headers)) {
    text = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { to, subject, text };
}

export class MailServer {
  readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        this.mails.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** The mails to this address so far. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  /**
   * The first link of a mail to the address, waiting (polling) until it arrives: the `which`th (from 0), or the first
   * whose subject matches `which` (the API also mails owners a daily digest, which may come first).
   */
  async linkTo(address: string, which: number | RegExp = 0, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.to(address);
      const mail = typeof which === 'number' ? mails[which] : mails.find((sent) => which.test(sent.subject));
      const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`no mail ${which} to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
