import { mkdir, writeFile, access, constants } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Throws when mail cannot be delivered right now (SMTP unreachable, outbox not writable). */
  verify(): Promise<void>;
}

/** Sends through SMTP when a URL is given, else writes each message as an .eml file to the outbox. */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    // Options in the URL's query (e.g. `?ignoreTLS=true`) override these defaults; an unreachable
    // server must fail within seconds, not after nodemailer's two-minute default.
    const transport: Transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      verify: async () => {
        await transport.verify();
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await builder.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 16)}.eml`;
      await writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
    },
    verify: async () => {
      await mkdir(opts.outboxDir, { recursive: true });
      await access(opts.outboxDir, constants.W_OK);
    },
  };
}
