// Sends the admin site's mails (owner invites, password-reset links, the digest of offers ending soon) over SMTP_URL
// with nodemailer; without SMTP the mailer is absent and the operator hands invite links over by hand.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export class Mailer {
  private readonly transport;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport(config.url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.config.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}
