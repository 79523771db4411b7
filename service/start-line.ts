import type { Config } from './base/config.ts';
import type { RunningServer } from './server.ts';
import { VERSION } from './base/version.ts';

/**
 * The start line's fields and message. By default a token generated on this start is printed once
 * (in adminPage's fragment, and agentToken); with TOKENS_IN_LOG=false, where stdout is collected
 * (the journal, `docker logs`), the line names the token files instead and prints no token.
 */
export function startLine(config: Readonly<Config>, running: RunningServer, listening: string) {
  const mcp = running.agentToken ? { mcp: `${running.publicBaseUrl}/mcp` } : {};
  if (config.tokensInLog) {
    // A later start prints no token: it says where the one printed before is kept.
    const printed = running.adminPageUrl.includes('#token=');
    const file = !printed && running.adminTokenFile ? { adminTokenFile: running.adminTokenFile } : {};
    return {
      fields: {
        listening,
        version: VERSION,
        adminPage: running.adminPageUrl,
        ...mcp,
        ...(running.generatedAgentToken ? { agentToken: running.generatedAgentToken } : {}),
        ...file,
      },
      msg:
        `Lead intake ${VERSION} listening on ${listening}; the Lead Sources page is at adminPage` +
        (file.adminTokenFile ? ', sign in with the token in adminTokenFile' : ''),
    };
  }
  const files = {
    ...(running.adminTokenFile ? { adminTokenFile: running.adminTokenFile } : {}),
    ...(running.agentToken && running.agentTokenFile ? { agentTokenFile: running.agentTokenFile } : {}),
  };
  return {
    fields: { listening, version: VERSION, adminPage: `${running.publicBaseUrl}/`, ...mcp, ...files },
    msg:
      `Lead intake ${VERSION} listening on ${listening}; the Lead Sources page is at adminPage` +
      (files.adminTokenFile ? ', sign in with the token in adminTokenFile' : ''),
  };
}
