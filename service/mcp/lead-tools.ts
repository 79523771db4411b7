import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { KeyedGate } from '../http/keyed-gate.ts';
import { readLeadFilters } from '../leads/lead-filters.ts';
import { decodeCursor, encodeCursor } from '../leads/lead-query.ts';
import { agentSourceView } from '../sources/source-view.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { VERSION } from '../base/version.ts';
import { limited, toolError } from './agent-calls.ts';
import { submissionsWithinBudget, withinAnswerBudget } from './answer-budget.ts';
import { CALL_BUDGET_MS, findLeadPages } from './find-lead-pages.ts';
import { FIND_LEADS, FIND_LIMIT_DEFAULT, GET_LEAD, LIST_SOURCES } from './lead-tool-schemas.ts';
import { leadsText, leadText, UNTRUSTED_NOTICE, type SourceNames } from './lead-text.ts';

/** Every source's name by id, deleted ones included (their leads stay). */
async function sourceNames(store: LeadStore): Promise<SourceNames> {
  const names = new Map(
    (await store.listSources({ includeDeleted: true })).map((s) => [
      s.id,
      s.deletedAt ? `${s.name} (deleted)` : s.name,
    ]),
  );
  return (id) => names.get(id) ?? '(unknown source)';
}

/** One MCP server (per request, mcp-routes.ts) exposing read-only lead tools; nothing here can change data. */
export function createLeadToolsServer(store: LeadStore, calls: KeyedGate): McpServer {
  const server = new McpServer(
    { name: 'lead-intake', version: VERSION },
    {
      instructions: `Read-only access to sales leads and their notes. Use find_leads or get_lead before calling a lead. ${UNTRUSTED_NOTICE}`,
    },
  );

  server.registerTool(
    'find_leads',
    FIND_LEADS,
    limited(calls, async ({ query, phone, email, sourceId, since, test, limit, cursor }) => {
      const beforeId = cursor === undefined ? undefined : decodeCursor(cursor);
      if (beforeId === null)
        return toolError('cursor is malformed; pass the nextCursor of an earlier answer as it was.');
      const { filters, problems } = await readLeadFilters(store, {
        // An agent may type a query as a URL would carry it: a "+" for a space (docs/api.md §6).
        q: query?.replace(/\+/g, ' '),
        phone,
        email,
        sourceId,
        since,
        test: test ?? false,
      });
      if (problems.length > 0)
        return toolError(
          problems.map((p) => (p.field === 'q' ? p.message.replace(/^q /, 'query ') : p.message)).join('; '),
        );
      const found = await findLeadPages(store, {
        ...filters,
        limit: limit ?? FIND_LIMIT_DEFAULT,
        ...(beforeId ? { beforeId } : {}),
      });
      const names = await sourceNames(store);
      const leads = withinAnswerBudget(found.leads);
      const cut = found.leads.length - leads.length;
      // Leads left out of a large answer are the next call's: it goes on below the last one given.
      const next = cut > 0 ? leads[leads.length - 1].id : found.nextBeforeId;
      const nextCursor = next === null ? null : encodeCursor(next);
      const more =
        (cut > 0
          ? `\n\n${cut} more lead(s) matched but were left out to keep this answer small; narrow the search, lower "limit", or call again with cursor "${nextCursor}".`
          : '') +
        (found.unsearched
          ? `\n\nOlder leads were not searched yet (one call reads about ${CALL_BUDGET_MS} ms of the store); call find_leads again with the same arguments and cursor "${nextCursor}" to go on, or narrow the search (sourceId, since, a longer query).`
          : '');
      const structured = leads.map((l) => ({ ...l, sourceName: names(l.sourceId) }));
      return {
        structuredContent: { leads: structured, nextCursor },
        content: [{ type: 'text', text: leadsText(leads, names) + more }],
      };
    }),
  );

  server.registerTool(
    'get_lead',
    GET_LEAD,
    limited(calls, async ({ id }) => {
      const found = await store.getLead(id);
      if (!found) return toolError(`No lead has id "${id}". Use find_leads to look leads up by name, phone or email.`);
      const [names, kept] = await Promise.all([sourceNames(store), store.listSubmissions(found.id)]);
      const submissions = submissionsWithinBudget(found, kept);
      const cut = kept.length - submissions.length;
      const more =
        cut > 0
          ? `\n\n${cut} more submission(s) of this person were left out to keep this answer small (the newest ones); the admin page shows them all.`
          : '';
      return {
        structuredContent: { lead: { ...found, sourceName: names(found.sourceId), submissions } },
        content: [{ type: 'text', text: leadText(found, { names, submissions }) + more }],
      };
    }),
  );

  server.registerTool(
    'list_sources',
    LIST_SOURCES,
    limited(calls, async () => {
      const sources = (await store.listSources()).map(agentSourceView);
      const text =
        sources.length === 0
          ? 'No lead sources yet.'
          : sources
              .map(
                (s) =>
                  `${s.name} (id ${s.id}): ${s.leadCount} lead(s) and ${s.testLeadCount} test lead(s), last ${s.lastLeadAt ?? 'never'}, default country ${s.defaultCountry ?? 'none'}`,
              )
              .join('\n');
      return { structuredContent: { sources }, content: [{ type: 'text', text }] };
    }),
  );

  return server;
}
