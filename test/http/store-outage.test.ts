import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSqliteTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';

// A full disk, for real: DATA_DIR on a 3 MiB tmpfs that the test fills up (needs root, as CI has).
function mountSmallDisk(): { dir: string; unmount(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `This test mounts a small tmpfs as DATA_DIR and needs root (mount failed: ${(error as Error).message.split('\n')[0]}).`,
      { cause: error },
    );
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const chunk = Buffer.alloc(64 * 1024, 1);
  for (;;) {
    try {
      writeFileSync(filler, chunk, { flag: 'a' });
    } catch {
      break; // ENOSPC: full
    }
  }
  // Leave no room at all, byte by byte.
  for (;;) {
    try {
      writeFileSync(filler, Buffer.alloc(1), { flag: 'a' });
    } catch {
      return filler;
    }
  }
}

describe('Store outage: a full disk', function () {
  this.timeout(60_000);
  let disk: ReturnType<typeof mountSmallDisk>;
  let server: TestServer;
  before(async () => {
    disk = mountSmallDisk();
    server = await startSqliteTestServer({ WEBHOOK_RATE_LIMIT: '0' }, disk.dir);
  });
  after(async () => {
    await server?.stop({ keepData: true }); // the mount point goes with umount
    disk?.unmount();
  });

  it('answers 503 with Retry-After, turns /readyz 503, stores nothing half, and recovers without a restart', async () => {
    const source = await server.createSource();
    const before = await (await server.post(source.webhookUrl, { phone: uniquePhone() })).json();
    expect(before.status).to.equal('created');

    const filler = fillDisk(disk.dir);
    const refusedPhones: string[] = [];
    let refused = 0;
    // A little room may remain in SQLite's own pages; keep sending until the disk says no.
    for (let i = 0; i < 200 && refused < 5; i++) {
      const phone = uniquePhone();
      const response = await server.post(source.webhookUrl, { phone, notes: 'x'.repeat(4000) });
      expect(response.status, 'never a 500').to.be.oneOf([200, 503]);
      if (response.status === 503) {
        refused++;
        refusedPhones.push(phone);
        expect(response.headers.get('Retry-After')).to.match(/^\d+$/);
        expect((await response.json()).error.code).to.equal('unavailable');
      }
    }
    expect(refused, 'the full disk was noticed').to.equal(5);
    expect((await fetch(`${server.url}/readyz`)).status).to.equal(503);
    expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);

    rmSync(filler);
    expect((await fetch(`${server.url}/readyz`)).status).to.equal(200);
    // The refused leads were not stored: sent again, they are new, not duplicates.
    for (const phone of refusedPhones) {
      expect((await (await server.post(source.webhookUrl, { phone })).json()).status).to.equal('created');
    }
    const { leads } = await (await server.api(`/api/leads?sourceId=${source.id}&limit=500`)).json();
    const phones = leads.map((l: { phone: string }) => l.phone);
    expect(new Set(phones).size).to.equal(phones.length);
  });
});
