import { describe, expect, it } from 'vitest';
import { connectionShares, type Slot, slotFor } from '../../server/http/connection-shares';

/** A server with `capacity` slots and `perAddress` per address, filled one address after another. */
function crowd(capacity: number, perAddress: number) {
  const shares = connectionShares(capacity, perAddress);
  const open: Record<Slot, number> = { shared: 0, machine: 0 };
  const open1 = (held: number, fromThisMachine = false) => {
    const slot = slotFor(shares, open, held, fromThisMachine);
    if (slot) open[slot]++;
    return slot;
  };
  /** Each address tries `attempts` connections in turn; what each holds. */
  const arrive = (addresses: number, attempts: number) =>
    Array.from({ length: addresses }, () => {
      let held = 0;
      for (let attempt = 0; attempt < attempts; attempt++) if (open1(held)) held++;
      return held;
    });
  return { shares, open, open1, arrive };
}

describe('sharing the connections among client addresses', () => {
  it('gives one address MAX_CONNECTIONS_PER_ADDRESS on an empty server (the defaults: 100 of 1,000)', () => {
    const server = crowd(1_000, 100);
    expect(server.arrive(1, 1_000)).toEqual([100]);
    expect(server.open).toEqual({ shared: 100, machine: 0 });
  });

  it('gives each address of a crowd less as the server fills, so eleven of 100 leave room for others', () => {
    const server = crowd(1_000, 100);
    const held = server.arrive(11, 100);
    expect(held.slice(0, 4)).toEqual([100, 100, 100, 100]);
    for (let index = 1; index < held.length; index++) expect(held[index]).toBeLessThanOrEqual(held[index - 1]!);
    expect(held.at(-1)).toBeLessThan(100);
    expect(server.open.shared).toBeLessThan(1_000 - server.shares.machineSlots - server.shares.newcomerSlots);
    // Another visitor gets a connection, and then some more: there is still room for everyone.
    expect(server.open1(0)).toBe('shared');
    expect(server.open1(1)).toBe('shared');
  });

  it('keeps a connection for each new address, and slots for the machine, while 30 addresses hold what they can', () => {
    const server = crowd(1_000, 100);
    const held = server.arrive(30, 100);
    // Every address of the crowd holds some.
    expect(Math.min(...held)).toBeGreaterThan(0);
    // A new address gets one; an address that holds one gets no second while the reserve is all that is left.
    expect(server.open1(0)).toBe('shared');
    expect(server.open1(1)).toBeUndefined();
    expect(server.open1(0, true)).toBe('shared');
  });

  it('keeps slots only the machine itself may take when a thousand addresses hold one each', () => {
    const server = crowd(1_000, 100);
    server.arrive(1_000, 1);
    expect(server.open.shared).toBe(1_000 - server.shares.machineSlots);
    expect(server.open1(0)).toBeUndefined();
    const machine = Array.from({ length: 20 }, (_, held) => server.open1(held, true));
    expect(machine.filter((slot) => slot === 'machine')).toHaveLength(10);
    expect(server.open.shared + server.open.machine).toBe(1_000);
  });

  it('never opens more than MAX_CONNECTIONS, nor more than MAX_CONNECTIONS_PER_ADDRESS from one address', () => {
    for (const [capacity, perAddress] of [
      [2, 1],
      [10, 5],
      [200, 100],
      [1_000, 100],
      [5_000, 20],
    ] as const) {
      const server = crowd(capacity, perAddress);
      // A few greedy addresses first, then a crowd of small ones, then the machine asking for all.
      const held = [...server.arrive(3, capacity), ...server.arrive(capacity, 3)];
      for (let count = 0; count < capacity; count++) server.open1(count, true);
      expect(server.open.shared + server.open.machine).toBeLessThanOrEqual(capacity);
      expect(Math.max(...held)).toBeLessThanOrEqual(perAddress);
      expect(server.open.machine).toBe(server.shares.machineSlots);
    }
  });
});
