import type { InvitationMail, MailPort } from "@esg/api";
import nodemailer from "nodemailer";
import type { Logger } from "../logging/logger";

export type SmtpMailerOptions = {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  smtpUrl: string;
  /** PUBLIC_URL: links in e-mails point here, never at whatever Host a request named. */
  publicUrl: string;
  /** MAIL_FROM; default "ESG Platform <no-reply@host of PUBLIC_URL>". */
  from?: string;
  logger?: Logger;
};

/** Header text on one line: a name with a line break must not start a header of its own. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * The product's e-mails over SMTP (nodemailer). Timeouts are short: the admin's request waits for the send,
 * and a mail server that hangs must cost seconds, not nodemailer's default two minutes.
 */
export function createSmtpMailer(options: SmtpMailerOptions): MailPort {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  const base = new URL(options.publicUrl);
  const from = options.from ?? `ESG Platform <no-reply@${base.hostname}>`;

  return {
    async sendInvitation(mail: InvitationMail) {
      const link = new URL(mail.path, base).toString();
      const expires = new Date(mail.expiresAt).toUTCString();
      const text = [
        `${mail.invitedBy} invited you to join ${mail.companyName} as ${mail.role} on the ESG platform.`,
        "",
        "Open this link to choose your username and password:",
        link,
        "",
        `The link works once and expires on ${expires}.`,
        "If you did not expect this invitation, ignore this e-mail.",
      ].join("\n");
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: oneLine(`${mail.invitedBy} invited you to ${mail.companyName}`),
          text,
        });
      } catch (error) {
        options.logger?.warn({ err: error, to: mail.to }, "invitation e-mail not sent");
        throw error;
      }
    },
  };
}
