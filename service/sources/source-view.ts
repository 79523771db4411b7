import type { SourceRecord } from '../store/source-record.ts';

/** The admin API's Source shape: the token only inside the webhook URL (and a warning when that URL names localhost). */
export function sourceView(source: SourceRecord, publicBaseUrl: string, webhookUrlWarning?: string) {
  return {
    id: source.id,
    name: source.name,
    // A deleted source has no active token, so no URL (listed with ?deleted=true only).
    webhookUrl: source.token ? `${publicBaseUrl}/webhook/${source.token}` : null,
    defaultCountry: source.defaultCountry,
    googleKey: source.googleKey,
    fieldMap: source.fieldMap,
    redirectUrl: source.redirectUrl,
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
    leadCount: source.leadCount,
    testLeadCount: source.testLeadCount,
    lastLeadAt: source.lastLeadAt,
    unseenRefusals: source.unseenRefusals,
    ...(webhookUrlWarning && source.token ? { webhookUrlWarning } : {}),
  };
}

/** What an AI agent may see of a source: no webhook URL, no token, no Google key (nor how its bodies are read or answered). */
export function agentSourceView(source: SourceRecord) {
  const { webhookUrl: _url, googleKey: _key, fieldMap: _map, redirectUrl: _page, ...rest } = sourceView(source, '');
  return rest;
}
