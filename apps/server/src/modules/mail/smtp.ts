import type { Transporter } from 'nodemailer';

export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one message; rejects with the transport's error. */
export type MailTransport = (message: OutgoingMessage) => Promise<void>;

const transports = new Map<string, Transporter>();

/**
 * A nodemailer SMTP transport for SMTP_URL / MAIL_FROM (one per URL, reused). nodemailer loads with the first
 * message, not with the server: a shop without mail never holds it.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  return async (message) => {
    let transporter = transports.get(smtpUrl);
    if (!transporter) {
      const { default: nodemailer } = await import('nodemailer');
      transporter =
        transports.get(smtpUrl) ??
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        });
      transports.set(smtpUrl, transporter);
    }
    await transporter.sendMail({ from, ...message, disableFileAccess: true, disableUrlAccess: true });
  };
}

export function closeSmtpTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** A German reason for the outbox, and whether retrying can help (5xx answers are final). */
export function smtpFailure(err: unknown): { reason: string; permanent: boolean } {
  const e = (err ?? {}) as SmtpError;
  if (typeof e.responseCode === 'number') {
    const answer = (e.response ?? e.message ?? '').replace(/\s+/g, ' ').slice(0, 200);
    const permanent = e.responseCode >= 500 && e.code !== 'EAUTH';
    const what = e.code === 'EAUTH' ? 'Anmeldung am SMTP-Server fehlgeschlagen' : 'SMTP-Server lehnte ab';
    return { reason: `${what} (${e.responseCode}): ${answer}`, permanent };
  }
  switch (e.code) {
    case 'ECONNECTION':
    case 'ECONNREFUSED':
    case 'EDNS':
    case 'ESOCKET':
      return { reason: 'SMTP-Server nicht erreichbar', permanent: false };
    case 'ETIMEDOUT':
      return { reason: 'Zeitüberschreitung beim SMTP-Server', permanent: false };
    case 'EAUTH':
      return { reason: 'Anmeldung am SMTP-Server fehlgeschlagen', permanent: false };
    case 'ETLS':
      return { reason: 'TLS-Verbindung zum SMTP-Server fehlgeschlagen', permanent: false };
    case 'EENVELOPE':
      return { reason: 'Empfänger oder Absender wurde abgelehnt', permanent: true };
    default:
      return { reason: 'Versand fehlgeschlagen', permanent: false };
  }
}
