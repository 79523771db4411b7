import { expect } from 'chai';
import zapier from 'zapier-platform-core';
import type { SourceView, TestServer } from '../../../test/helpers/test-server.ts';
import App from '../../src/index.ts';

export const appTester = zapier.createAppTester(App);

/** The webhook URL of a source where the test server listens (webhook URLs name PUBLIC_BASE_URL). */
export const urlOf = (server: TestServer, source: SourceView) =>
  source.webhookUrl.replace(server.publicBaseUrl, server.url);

const tokenOf = (webhookUrl: string) => webhookUrl.slice(webhookUrl.lastIndexOf('/') + 1);

export const failureOf = async (run: Promise<unknown>): Promise<Error> => {
  try {
    await run;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the step to fail');
};

/** What Zapier shows: z.errors.Error and ThrottledError carry it inside a JSON message. */
export function shownMessage(error: Error): string {
  try {
    const parsed = JSON.parse(error.message) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // ExpiredAuthError and others carry the message as is.
  }
  return error.message;
}

/** A message a Zap user can act on: fits Zapier's 250 characters, starts with `action`, holds no token. */
export function expectUsable(error: Error, action: RegExp, secretUrl?: string): string {
  const message = shownMessage(error);
  expect(message.length, message).to.be.at.most(250);
  expect(message, 'the action comes first').to.match(action);
  if (secretUrl) expect(message).not.to.contain(tokenOf(secretUrl)).and.not.to.contain(secretUrl);
  return message;
}
