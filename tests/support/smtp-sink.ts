import { type AddressInfo, createServer, type Server } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. It can be stopped
 * and started again on the same port, to play an SMTP service that is down for a while (stopped,
 * its port is held by a listener that drops each connection: a port left free could be taken by
 * another test's server meanwhile, as happened to the fake ATS's), and
 * slowed (`state.ackDelayMs`): a message is kept as soon as it has arrived, and acknowledged
 * that much later, as a busy mail server does; a sender gone meanwhile never learns it arrived.
 */
export async function startSmtpSink(port = 0) {
  const received: ParsedMail[] = [];
  /** `awaitingAck`: messages that arrived and are not acknowledged yet (in flight for the sender). */
  const state = { ackDelayMs: 0, awaitingAck: 0 };
  const listen = async (onPort: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          if (state.ackDelayMs === 0) return done();
          state.awaitingAck++;
          setTimeout(() => {
            state.awaitingAck--;
            done();
          }, state.ackDelayMs);
        }, done);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve());
    });
    // A sender killed in the middle of a message resets its connection: the sender's fault, not the sink's.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    return server;
  };
  let server: SMTPServer | undefined = await listen(port);
  const boundPort = (server.server.address() as AddressInfo).port;
  let holder: Server | undefined;
  const hold = () =>
    new Promise<Server>((resolve, reject) => {
      const dropper = createServer((socket) => socket.destroy());
      dropper.once('error', reject);
      dropper.listen(boundPort, '127.0.0.1', () => resolve(dropper));
    });
  const release = () => new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve()));
  const closeServer = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  const close = async () => {
    await Promise.all([closeServer(), release()]);
    holder = undefined;
  };
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    state,
    /** The messages received for `address`. */
    to: (address: string) =>
      received.filter((mail) =>
        [mail.to ?? []].flat().some((to) => to.value.some((value) => value.address === address)),
      ),
    async stop() {
      // The SMTP server stops listening at once (its open connections end meanwhile): the
      // holder takes the port back in the same moment.
      const closing = closeServer();
      server = undefined;
      holder ??= await hold();
      await closing;
    },
    async start() {
      await release();
      holder = undefined;
      server ??= await listen(boundPort);
    },
    close,
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
