/**
 * The transport of each socket (WebSocket) or response (Server-Sent Events). Listeners are
 * shared functions that find their transport here, so a connection costs no closures, and
 * whatever a listener makes the connection do may throw without escaping into Node's emitter.
 */
import { now } from "../config";
import type { Connection, Transport } from "../connection";

/** A transport that knows the connection it carries. */
export interface BoundTransport extends Transport {
  readonly connection: Connection;
}

/** Runs one step of the connection; an error it throws faults the connection instead. */
export function faultOnThrow(connection: Connection, step: () => void): void {
  try {
    step();
  } catch (error) {
    connection.fault(error);
  }
}

export class TransportRegistry<Source extends object, T extends BoundTransport> {
  private readonly bySource = new WeakMap<Source, T>();

  add(source: Source, transport: T): T {
    this.bySource.set(source, transport);
    return transport;
  }

  get(source: Source): T | undefined {
    return this.bySource.get(source);
  }

  /** The source closed: its connection loses the transport, `clean` unless the network dropped it. */
  lose(source: Source, clean: boolean): void {
    const transport = this.bySource.get(source);
    if (transport === undefined) return;
    this.bySource.delete(source);
    faultOnThrow(transport.connection, () => transport.connection.transportLost(transport, clean, now()));
  }
}
