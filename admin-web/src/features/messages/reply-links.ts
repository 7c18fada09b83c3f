// Links that answer a visitor's message in the operator's own mail app or WhatsApp, prefilled with a quote.

import { SITE_NAME } from '@offerboard/shared-types/site';
import { formatDateTime } from '../../lib/format';
import type { ContactMessage } from './api/messages';

/** Mail apps and browsers cut mailto: links somewhere past 2,000 characters, so a long message is quoted in part. */
const QUOTE_LIMIT = 1200;
const WHATSAPP_QUOTE_LIMIT = 300;

function shortened(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

function replySubject(message: ContactMessage): string {
  return `Re: ${message.serviceLabel} (your message to ${SITE_NAME})`;
}

export function emailReplyLink(message: ContactMessage): string {
  const quote = shortened(message.message, QUOTE_LIMIT)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Dear ${message.name},\n\n\n\nOn ${formatDateTime(message.createdAt)} you wrote:\n${quote}\n`;
  // RFC 6068: the address keeps its '@'; anything else unusual in it is percent-encoded.
  const to = encodeURIComponent(message.email).replace('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(replySubject(message))}&body=${encodeURIComponent(body)}`;
}

/** Only for a 10-digit Indian mobile number (what the contact form accepts); wa.me needs the 91 country code. */
export function whatsappReplyLink(message: ContactMessage): string | undefined {
  if (!/^\d{10}$/.test(message.phone)) return undefined;
  const text = `Hello ${message.name}, this is ${SITE_NAME} replying to your message: "${shortened(message.message, WHATSAPP_QUOTE_LIMIT)}"\n\n`;
  return `https://wa.me/91${message.phone}?text=${encodeURIComponent(text)}`;
}
