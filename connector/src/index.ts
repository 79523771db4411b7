import zapier, { defineApp } from 'zapier-platform-core';
import packageJson from '../package.json' with { type: 'json' };
import authentication from './authentication.js';
import lead from './creates/lead.js';
import newLead from './triggers/new-lead.js';
import { explainResponse } from './errors.js';

export default defineApp({
  version: packageJson.version,
  platformVersion: zapier.version,
  authentication,
  afterResponse: [explainResponse],
  // Let explainResponse word the 429 (it still throws Zapier's ThrottledError with Retry-After).
  flags: { throwForThrottlingEarly: false },
  triggers: { [newLead.key]: newLead },
  creates: { [lead.key]: lead },
});
