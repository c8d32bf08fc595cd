// Yangon does business by phone and chat apps: a listing or an agency may give a Viber number, a
// WhatsApp number and a Messenger name beside its phone. This module is both sides' one place
// for them: the forms' rules (browser and server say the same words), how a value is stored
// (normalise) and the links the pages open (viber://, https://wa.me/, https://m.me/, sms:).
import { telHref } from './format-price';
import { LIMITS } from './constants';
import { limited, trim, type FieldRule } from './forms/rules';
import { trimEnd } from './trim-ends';

export const CHAT_FIELDS = ['viber', 'whatsapp', 'messenger'] as const;
export type ChatField = (typeof CHAT_FIELDS)[number];
export type ChatContacts = Record<ChatField, string | null>;

export const CHAT_MESSAGES = {
  number: 'Enter a phone number of 7 to 15 digits, for example 09 123 456 789 or +95 9 123 456 789.',
  messenger: 'Enter your Messenger name: the part after m.me/ (5 to 50 letters, digits or dots).',
} as const;

const NUMBER = /^\+?[\d\s().-]+$/;
const MESSENGER_NAME = /^[A-Za-z0-9.]{5,50}$/;

/** The longest Messenger value taken: a name of 50 with the longest link around it, and room to spare. */
const MESSENGER_TEXT_MAX = 200;

/** A Messenger link or name as people paste it ('https://m.me/golden.land/', 'm.me/golden.land'): the name. */
function messengerName(value: unknown): unknown {
  const s = trim(value);
  if (typeof s !== 'string') return s;
  // Slashes cut by walking them (trim-ends.ts): as /\/+$/, 40,000 of them before a letter took seconds.
  return trimEnd(s.replace(/^(https?:\/\/)?(www\.)?(m\.me|messenger\.com\/t|facebook\.com)\//i, ''), (c) => c === '/');
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * A phone number with its country code, digits only, as wa.me and Viber want it: a Myanmar number
 * typed the local way ('09 123 456 789') becomes 959123456789; one typed with '+' keeps its own.
 */
export function internationalDigits(phone: string): string {
  const s = phone.trim();
  const digits = digitsOf(s);
  if (s.startsWith('+') || digits.startsWith('95')) return digits;
  if (digits.startsWith('0')) return `95${digits.slice(1)}`;
  return `95${digits}`;
}

/** Empty means "none": the field is optional. Longer than `max` is refused with the rule's `message`. */
const optional = (rule: FieldRule, max: number, message: string): FieldRule =>
  limited(
    (value, input) => {
      const s = trim(value);
      if (s === undefined || s === null || s === '') return undefined;
      return typeof s === 'string' && s.length > max ? message : rule(s, input);
    },
    max,
    message,
    true,
  );

/** A number an app can dial: digits with the usual separators, 7 to 15 digits (E.164's most). */
const phoneNumber = optional(
  (v) => (typeof v === 'string' && NUMBER.test(v) && digitsOf(v).length >= 7 && digitsOf(v).length <= 15 ? undefined : CHAT_MESSAGES.number),
  LIMITS.phoneMax,
  CHAT_MESSAGES.number,
);

export const CHAT_RULES: Record<ChatField, FieldRule> = {
  viber: phoneNumber,
  whatsapp: phoneNumber,
  messenger: optional(
    (v) => {
      const name = messengerName(v);
      return typeof name === 'string' && MESSENGER_NAME.test(name) ? undefined : CHAT_MESSAGES.messenger;
    },
    MESSENGER_TEXT_MAX,
    CHAT_MESSAGES.messenger,
  ),
};

/** What is stored for each field (after CHAT_RULES passed): null for none, a number as typed, a Messenger name. */
export function normaliseChatContacts(input: Record<string, unknown>): ChatContacts {
  const text = (v: unknown) => {
    const s = trim(v);
    return typeof s === 'string' && s !== '' ? s : null;
  };
  const messenger = text(messengerName(input.messenger));
  return { viber: text(input.viber), whatsapp: text(input.whatsapp), messenger };
}

/** Opens a chat with this number in Viber (which wants the country code). */
export const viberHref = (phone: string) => `viber://chat?number=%2B${internationalDigits(phone)}`;

export interface ContactLink {
  kind: 'call' | 'sms' | ChatField;
  href: string;
}

/** The ways to reach a lister, in the order a phone shows them: call and SMS, then each chat app given. */
export function contactLinks(phone: string, chats: ChatContacts): ContactLink[] {
  const first = telHref(phone).slice('tel:'.length);
  const links: ContactLink[] = [];
  if (first) links.push({ kind: 'call', href: `tel:${first}` }, { kind: 'sms', href: `sms:${first}` });
  if (chats.viber) links.push({ kind: 'viber', href: viberHref(chats.viber) });
  if (chats.whatsapp) links.push({ kind: 'whatsapp', href: `https://wa.me/${internationalDigits(chats.whatsapp)}` });
  if (chats.messenger) links.push({ kind: 'messenger', href: `https://m.me/${encodeURIComponent(chats.messenger)}` });
  return links;
}
