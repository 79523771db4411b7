import { LEAD_FIELDS } from '../../shared/lead-fields.ts';
import type { SourceRecord } from '../store/source-record.ts';
import { NO_CONTACT_MESSAGE } from '../lead/schema/lead-input-error.ts';

/**
 * A plain HTML form's visitor (docs/api.md §2.7): a browser posting a form itself, with no script,
 * shows whatever the webhook answers. When the source has a thank-you page and the request has a
 * form body and asks for text/html first, as browsers navigating do, the answer is for that
 * person: 303 See Other to the page (as Formspree, Getform and Netlify Forms answer), or a small
 * page saying what was wrong. The thank-you page is set by the admin only (no open redirect).
 * Answers the page's URL when the request is such a visit, else null.
 */
export function thankYouPageFor(
  source: SourceRecord,
  contentType: string | undefined,
  accept: string | undefined,
): string | null {
  if (source.redirectUrl === null || !isFormBody(contentType) || !asksForHtmlFirst(accept)) return null;
  return source.redirectUrl;
}

const isFormBody = (contentType: string | undefined): boolean =>
  /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i.test(contentType ?? '');

const asksForHtmlFirst = (accept: string | undefined): boolean => /^\s*text\/html\s*(?:[;,]|$)/i.test(accept ?? '');

/**
 * What a refused visitor reads: what to fix in the form's own fields (name, phone, email, notes:
 * the schema's sentences, which never quote what was sent), else a fixed sentence for the status,
 * and a link back to the form: the page that posted it (Referer) when that is a web page, else the
 * thank-you page's site. No text a sender chose reaches the page (anyone's form can open it on this
 * origin); every value is escaped; the page has no script and no style of its own.
 */
export function refusalPage(
  status: number,
  details: Array<{ field: string; message: string }> | undefined,
  thankYouPage: string,
  referer: string | undefined,
): string {
  const back = backLinkOf(referer, thankYouPage);
  // The same problem named for two fields (no phone or email at all) is read once.
  const problems = [
    ...new Set((details ?? []).filter((d) => FORM_FIELDS.has(d.field)).map((d) => visitorSentence(d.message))),
  ];
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Your message was not sent</title></head><body>',
    '<h1>Your message was not sent</h1>',
    ...(problems.length > 0
      ? problems.map((problem) => `<p>${escapeHtml(problem)}</p>`)
      : [`<p>${escapeHtml(STATUS_SENTENCES[status] ?? STATUS_SENTENCES[400])}</p>`]),
    `<p><a href="${escapeHtml(back)}">Back to the form</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** The refusal page's headers: nothing on it runs or loads, it is never sniffed, cached or framed. */
export const REFUSAL_PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const FORM_FIELDS: ReadonlySet<string> = new Set(LEAD_FIELDS);

// The no-contact refusal speaks to the form's owner; its visitor is asked for what is missing.
const visitorSentence = (message: string): string =>
  message === NO_CONTACT_MESSAGE ? 'Please give a phone number or an email address.' : message;

const STATUS_SENTENCES: Record<number, string> = {
  400: 'The form could not be read. Please go back and send it again.',
  401: 'This form is not set up to send here. Please contact the site by another way.',
  404: 'This form is not set up to send here. Please contact the site by another way.',
  410: 'This form no longer sends here. Please contact the site by another way.',
  413: 'The form held more than it can take. Please send a shorter message or smaller files.',
  415: 'The form could not be read. Please go back and send it again.',
  422: 'The form could not be sent as it was filled in. Please go back, check it and send it again.',
  429: 'Too many messages arrived just now. Please wait a minute and send it again.',
  503: 'The service is busy. Please wait a minute and send it again.',
};

function backLinkOf(referer: string | undefined, thankYouPage: string): string {
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password) return url.href;
  }
  return `${new URL(thankYouPage).origin}/`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
