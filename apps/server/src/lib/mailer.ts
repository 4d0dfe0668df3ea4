import { mkdir, writeFile, access, constants } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { metrics } from './metrics.ts';
import { withSpan } from './tracing.ts';

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

/** nodemailer (~14 MiB of RSS) is imported with the first message, not at start. */
async function transportOf(
  options: Parameters<typeof import('nodemailer').createTransport>[0],
): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

/** Counts every message sent or failed, and traces it (a span per message when tracing is on). */
function observed(mailer: Mailer, transport: 'smtp' | 'outbox'): Mailer {
  return {
    ...mailer,
    send: (mail) =>
      withSpan(`mail send (${transport})`, { 'mail.transport': transport }, () => mailer.send(mail)).then(
        () => metrics.mail('sent'),
        (err: unknown) => {
          metrics.mail('failed');
          throw err;
        },
      ),
  };
}

/** Sends through SMTP when a URL is given, else writes each message as an .eml file to the outbox. */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  return observed(plainMailer(opts), opts.smtpUrl ? 'smtp' : 'outbox');
}

function plainMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    // Options in the URL's query (e.g. `?ignoreTLS=true`) override these defaults; an unreachable
    // server must fail within seconds, not after nodemailer's two-minute default.
    let transport: Promise<Transporter> | undefined;
    const smtp = () =>
      (transport ??= transportOf({
        url: opts.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      }));
    return {
      send: async (mail) => {
        await (await smtp()).sendMail({ from: opts.from, ...mail });
      },
      verify: async () => {
        await (await smtp()).verify();
      },
    };
  }
  let builder: Promise<Transporter> | undefined;
  return {
    send: async (mail) => {
      builder ??= transportOf({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await (await builder).sendMail({ from: opts.from, ...mail });
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
