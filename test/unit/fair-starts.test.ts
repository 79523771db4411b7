import { expect } from 'chai';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { fairStarts } from '../../service/http/fair-starts.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function request(url: string): [IncomingMessage, ServerResponse] {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  return [req, new ServerResponse(req)];
}

// A burst of one URL's new connections (200 heads in one poll of the event loop) no longer runs
// through the app all in that turn, ahead of another source's request that came beside it (issue 34 item 1).
describe('fairStarts: a few requests enter the app per turn of the event loop, one URL after another', () => {
  it('starts at most perTurn in the turn they came, then perTurn a turn, taking each URL in turn', async () => {
    const started: string[] = [];
    const handle = fairStarts((req) => void started.push(req.url!), 4);
    for (let i = 0; i < 20; i++) handle(...request('/webhook/flood'));
    handle(...request('/webhook/other'));
    expect(started, 'the first 4 at once').to.have.length(4);
    await turn();
    // The other URL's one request goes in the next turn, before the flood's 16 waiting.
    expect(started).to.have.length(8);
    expect(started.slice(4)).to.include('/webhook/other');
    while (started.length < 21) await turn();
    expect(started.filter((url) => url === '/webhook/other')).to.have.length(1);
  });

  it("keeps the order of one URL's requests and starts a lone request at once", async () => {
    const started: number[] = [];
    const handle = fairStarts((req) => void started.push(Number(req.headers['x-n'])), 2);
    for (let i = 0; i < 7; i++) {
      const [req, res] = request('/webhook/a');
      req.headers['x-n'] = String(i);
      handle(req, res);
    }
    while (started.length < 7) await turn();
    expect(started).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    await turn();
    await turn();
    const [req, res] = request('/webhook/b');
    req.headers['x-n'] = '9';
    handle(req, res);
    expect(started.at(-1), 'a quiet turn starts it at once').to.equal(9);
  });

  it('drops a waiting request whose connection closed before its turn', async () => {
    const started: string[] = [];
    const handle = fairStarts((req) => void started.push(req.url!), 1);
    handle(...request('/a'));
    const [gone, goneRes] = request('/b');
    handle(gone, goneRes);
    gone.socket.destroy();
    handle(...request('/c'));
    while (started.length < 2) await turn();
    await turn();
    expect(started).to.deep.equal(['/a', '/c']);
  });
});
