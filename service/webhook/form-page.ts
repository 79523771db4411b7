import type { SourceRecord } from '../store/lead-store.ts';

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
 * What a refused visitor reads: the message (and each problem), and a link back to the form: the
 * page that posted it (Referer) when that is a web page, else the thank-you page's site. Every
 * value is escaped; the page has no script and no style of its own.
 */
export function refusalPage(
  { message, details }: { message: string; details?: Array<{ message: string }> },
  thankYouPage: string,
  referer: string | undefined,
): string {
  const back = backLinkOf(referer, thankYouPage);
  // The message names each field's problem again; a person reads each once.
  const problems = [...new Set((details ?? []).map((detail) => detail.message))];
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Your message was not sent</title></head><body>',
    '<h1>Your message was not sent</h1>',
    ...(problems.length > 0
      ? problems.map((problem) => `<p>${escapeHtml(problem)}</p>`)
      : [`<p>${escapeHtml(message)}</p>`]),
    `<p><a href="${escapeHtml(back)}">Back to the form</a></p>`,
    '</body></html>',
    '',
  ].join('\n');
}

function backLinkOf(referer: string | undefined, thankYouPage: string): string {
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password) return url.href;
  }
  return `${new URL(thankYouPage).origin}/`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
