/**
 * How MAX_CONNECTIONS is shared between client addresses while slow sockets (slowloris) fill it.
 * A fixed limit per address is not enough: eleven addresses of 100 each would take all 1,000 slots,
 * and a visitor from a twelfth and the health probe would be dropped. So, as the server fills:
 *
 * - an address may open another connection only while it holds fewer than a quarter of the slots
 *   still free to everyone (never fewer than a browser opens to one host, never more than
 *   MAX_CONNECTIONS_PER_ADDRESS): the first addresses of a crowd get many, the later ones fewer,
 *   and the crowd never reaches the slots kept back below;
 * - a tenth of MAX_CONNECTIONS is kept for addresses that hold none yet, one each: a new visitor,
 *   or a probe from elsewhere (a kubelet's node address), still gets a connection;
 * - a hundredth (1 to 10) is kept for the machine itself, which nothing else may take: the
 *   container's HEALTHCHECK asks http://127.0.0.1, whatever else holds the rest.
 *
 * The probe is recognised by its address, when the connection arrives: that is all a slot can be
 * decided on before the request is read. Deciding at the request (`/healthz`) would mean first
 * accepting anyone into a reserve, where slow sockets that never send a request line would sit too.
 */

/** Where an admitted connection sits. */
export type Slot = 'shared' | 'machine';

export interface ConnectionShares {
  /** Every slot (MAX_CONNECTIONS). */
  capacity: number;
  /** The most one address may hold, on an empty server (MAX_CONNECTIONS_PER_ADDRESS). */
  perAddress: number;
  /** Kept for the machine itself (loopback's own address). */
  machineSlots: number;
  /** Of the shared slots, kept for addresses that hold none. */
  newcomerSlots: number;
}

/** What an address may always hold while anything is free: as many connections as a browser opens to one host. */
const BROWSER_CONNECTIONS = 6;
/** An address may hold up to this fraction (1 / divisor) of the slots still free to everyone. */
const FREE_SLOTS_DIVISOR = 4;

export function connectionShares(capacity: number, perAddress: number): ConnectionShares {
  return {
    capacity,
    perAddress,
    machineSlots: Math.min(10, Math.max(1, Math.floor(capacity / 100))),
    newcomerSlots: Math.floor(capacity / 10),
  };
}

/** How many an address may hold when `unreserved` shared slots are free beyond the newcomers' ones. */
export function shareOfAddress(shares: ConnectionShares, unreserved: number): number {
  return Math.min(shares.perAddress, Math.max(BROWSER_CONNECTIONS, Math.floor(unreserved / FREE_SLOTS_DIVISOR)));
}

/**
 * The slot a new connection takes, from an address holding `held` (`fromThisMachine`: loopback's
 * own address) while `open` are open; undefined: it is dropped.
 */
export function slotFor(
  shares: ConnectionShares,
  open: Readonly<Record<Slot, number>>,
  held: number,
  fromThisMachine: boolean,
): Slot | undefined {
  const sharedFree = shares.capacity - shares.machineSlots - open.shared;
  const unreserved = sharedFree - shares.newcomerSlots;
  if (unreserved > 0 && held < shareOfAddress(shares, unreserved)) return 'shared';
  if (held === 0 && sharedFree > 0) return 'shared';
  if (fromThisMachine && open.machine < shares.machineSlots) return 'machine';
  return undefined;
}
