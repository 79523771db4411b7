// A webhook's answer as a person reads it: one sentence first, the JSON a sender gets folded below
// it (Send test lead, Send again). Values are text, never HTML.

function sentence(status, answer) {
  if (answer?.status === 'created') {
    const who = answer.lead?.name ?? answer.lead?.email ?? answer.lead?.phone;
    const warnings = answer.warnings?.length
      ? `; ${answer.warnings.length} warning(s): ${answer.warnings.map((w) => w.message).join('; ')}`
      : '';
    return `stored as a new lead${who ? `, ${who}` : ''}${answer.lead?.test ? ' (a test lead)' : ''}${warnings}.`;
  }
  if (answer?.status === 'duplicate') return `not stored again: a lead with this ${answer.matchedOn} is already kept.`;
  if (Array.isArray(answer?.results)) {
    const count = (outcome) => answer.results.filter((result) => result.status === outcome).length;
    return `a batch of ${answer.results.length}: ${count('created')} created, ${count('duplicate')} duplicate, ${count('rejected')} refused.`;
  }
  if (answer?.error) return `refused (${answer.error.code}): ${answer.error.message}`;
  return 'an answer this page cannot read.';
}

/** Fills `box` with "<prefix><status>: <sentence>" and the JSON in a closed <details>. */
export function showWebhookAnswer(box, prefix, status, answer) {
  const line = document.createElement('p');
  line.textContent = `${prefix}${status}: ${sentence(status, answer)}`;
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'The answer as the sender gets it (JSON)';
  const json = document.createElement('pre');
  json.textContent = JSON.stringify(answer, null, 2);
  details.append(summary, json);
  box.replaceChildren(line, details);
  box.hidden = false;
}
