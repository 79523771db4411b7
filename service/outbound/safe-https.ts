import { lookup as dnsLookup } from 'node:dns/promises';
import { request, Agent, type RequestOptions } from 'node:https';
import { createSecureContext, rootCertificates, type ConnectionOptions, type SecureContext } from 'node:tls';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

/** Every address a host name has (the operating system's resolver in production; injectable for tests). */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

export interface SafeHttpsOptions {
  resolver: Resolver;
  /** OUTBOUND_ALLOW_PRIVATE: loopback and private targets allowed (tests, internal dialers). */
  allowPrivate: boolean;
  /** Extra certificate authorities to trust (OUTBOUND_CA_FILE's contents), besides the system's. */
  ca?: string;
  timeoutMs: number;
  /** How much of an answer is read; the rest is never read. */
  answerBytes: number;
}

/** What a POST came to: an answer (its first bytes), or why none came. */
export type PostResult =
  | { status: number; retryAfter: string | null; answer: string; latencyMs: number }
  | { status: null; error: string; latencyMs: number };

export const OUTBOUND_LIMITS = { timeoutMs: 10_000, answerBytes: 1024 };

/** Why an address is refused; its message is shown in the delivery log. */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_REFUSED_ADDRESS';
}

/**
 * POSTs a body over https only, to public addresses only, checked where the connection is made
 * (the socket's own lookup), so a name that answers a public address to one check and a private
 * one to the next (DNS rebinding) never connects to the private one. Redirects are answers like
 * any other (never followed), an answer is read up to answerBytes, and the whole exchange ends
 * after timeoutMs.
 */
export class SafeHttps {
  private readonly agent: Agent;
  private readonly secureContext: SecureContext | undefined;

  constructor(private readonly options: SafeHttpsOptions) {
    // The system's authorities, and the operator's file besides them (a `ca` option alone replaces
    // them), parsed once: as a `ca` option, the agent joined all ~140 certificates into its pool
    // key on every request and parsed them again for every connection (issue 38: 60 % of the
    // sender's CPU).
    this.secureContext = options.ca ? createSecureContext({ ca: [...rootCertificates, options.ca] }) : undefined;
    this.agent = new Agent({ keepAlive: true, maxSockets: 8, secureContext: this.secureContext, lookup: this.lookup });
  }

  /** Refusals a subscription's URL meets before any connection (creation, and each try). */
  async checkTarget(url: URL): Promise<string | null> {
    if (url.protocol !== 'https:') return 'the URL must start with https://';
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal)) return this.allowed(literal) ? null : `${literal} is not a public address`;
    return null;
  }

  /** At creation or change: the URL's own refusals, and its name's answers now (each try checks them again). */
  async checkNewTarget(url: URL): Promise<string | null> {
    const refused = await this.checkTarget(url);
    if (refused || isIP(url.hostname.replace(/^\[|\]$/g, ''))) return refused;
    const addresses = await this.options.resolver(url.hostname).catch(() => []);
    if (addresses.length === 0) return `${url.hostname} has no address`;
    const privateOne = addresses.find((address) => !this.allowed(address));
    return privateOne ? `${url.hostname} resolves to ${privateOne}, not a public address` : null;
  }

  async post(target: string, headers: Record<string, string>, body: string): Promise<PostResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = new URL(target);
    const refused = await this.checkTarget(url);
    if (refused) return { status: null, error: refused, latencyMs: elapsed() };
    return new Promise<PostResult>((resolve) => {
      // One options object, the guard on the request itself as well as its agent: a wrapper of
      // https.request (an APM's, a test framework's) that reads only the first argument keeps them.
      const options: RequestOptions & Pick<ConnectionOptions, 'secureContext'> = {
        protocol: 'https:',
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: this.agent,
        lookup: this.lookup,
        secureContext: this.secureContext,
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'lead-intake-webhooks', ...headers },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      };
      const req = request(options);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : null,
            answer: Buffer.concat(chunks).toString('utf8').slice(0, this.options.answerBytes),
            latencyMs: elapsed(),
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (kept >= this.options.answerBytes) return;
          chunks.push(chunk.subarray(0, this.options.answerBytes - kept));
          kept += chunk.length;
          // Enough read: the rest of the answer is never read, and the connection is not reused.
          if (kept >= this.options.answerBytes) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
      });
      req.on('error', (error) => resolve({ status: null, error: describe(error), latencyMs: elapsed() }));
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }

  private allowed(address: string): boolean {
    return this.options.allowPrivate || isPublicAddress(address);
  }

  /** The socket's lookup: every answer must be allowed, or the connection is not made. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.options.resolver(hostname).then(
      (addresses) => {
        const refused = addresses.find((address) => !this.allowed(address));
        if (addresses.length === 0 || refused)
          return callback(
            new RefusedAddressError(
              refused ? `${hostname} resolves to ${refused}, not a public address` : `${hostname} has no address`,
            ),
            '',
          );
        const family = (address: string) => isIP(address);
        if (options.all) callback(null, addresses.map((address) => ({ address, family: family(address) })) as never);
        else callback(null, addresses[0], family(addresses[0]));
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}

function describe(error: Error & { code?: string }): string {
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer within the timeout';
  return error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message;
}
