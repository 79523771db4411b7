// A tool's own links and paths by their shape (text-shape.ts API_PATH): its API's, and its pages for one record.

const API_PATH = /^\/[\w.-]+\/[\w./-]+(?:\?[\w.=&%,+-]*)?$/;
const API_LINK = /^https?:\/\/(?:api|hooks?|webhooks?)\.|^https?:\/\/[^/]+\/(?:api|v\d+)\//i;

/**
 * A path or link of a tool's API (`/v2/forms/77/entries`, `https://api.…`), or a link carrying a signature or a token
 * in its query (`…/schedule.php?owner=…&id=8f3c…c64`, 32 hex digits or more: a tool's page for one record).
 */
export const isApiPath = (value: string) =>
  API_PATH.test(value) || API_LINK.test(value) || (value.length <= MAX_LINK && SIGNED_LINK.test(value));
const SIGNED_LINK = /^https?:\/\/[^\s?#]+\?[^\s#]*?[0-9a-f]{32}/i;
const MAX_LINK = 2048;
