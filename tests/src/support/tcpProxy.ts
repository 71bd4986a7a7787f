/**
 * A TCP proxy (node:net) between the bff and PostgreSQL, so a test can take the database away
 * from one bff without stopping the PostgreSQL server that other suites share. `cut('refuse')` is
 * a server that is down (connections refused), `cut('drop')` one that closes every connection as
 * soon as it is made; both close the connections already open, mid-query or idle.
 */
import net from 'node:net';

export type CutMode = 'refuse' | 'drop';

export interface TcpProxy {
  readonly port: number;
  cut(mode: CutMode): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: 'up' | CutMode = 'up';
  const server = net.createServer((client) => {
    if (mode !== 'up') {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Either side failing takes the pair down, as a lost network path would.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  // Plain destroy, not resetAndDestroy: on node 20 a reset of a socket with queued writes can
  // leave its handle spinning after the test (seen as a jest process at 100% CPU that never ends).
  const closeAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const cut = async (how: CutMode) => {
    mode = how;
    // close() stops accepting at once but calls back only when the open connections are gone.
    const closed =
      how === 'refuse' && server.listening
        ? new Promise<void>((resolve) => server.close(() => resolve()))
        : Promise.resolve();
    closeAll();
    await closed;
  };
  return {
    port,
    cut,
    async restore() {
      if (!server.listening) await listen(port);
      mode = 'up';
    },
    close: () => cut('refuse'),
  };
}
