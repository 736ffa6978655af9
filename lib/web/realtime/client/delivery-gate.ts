/**
 * The "initial subscribe delay" (docs/product.md#in-the-browser: 100 ms). The SignalR client drops a message
 * whose target has no handler at that moment, so registering handlers late would lose an event
 * sent right after connecting (a block decided while the page loads). Instead the handlers are
 * registered before start(), and this gate holds what they receive until the delay after the
 * first connection has passed, then delivers it in order. Subscribers see nothing before the
 * delay, and nothing is lost.
 */

export interface DeliveryGate<T> {
  /** Delivers now if open, otherwise queues. */
  push(item: T): void;
  /** Opens the gate after `delayMs` (first call only; the delay is an initial one). */
  openAfter(delayMs: number): void;
  readonly isOpen: boolean;
  /** Drops the queue and any pending opening; nothing is delivered afterwards. */
  dispose(): void;
}

export function createDeliveryGate<T>(deliver: (item: T) => void): DeliveryGate<T> {
  let open = false;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const queue: T[] = [];

  const flush = () => {
    open = true;
    timer = null;
    for (const item of queue.splice(0)) {
      // A subscriber may dispose the gate while handling an item (e.g. on logout).
      if (disposed) return;
      deliver(item);
    }
  };

  return {
    push(item) {
      if (disposed) return;
      if (open) deliver(item);
      else queue.push(item);
    },
    openAfter(delayMs) {
      if (open || disposed || timer !== null) return;
      timer = setTimeout(flush, delayMs);
    },
    get isOpen() {
      return open;
    },
    dispose() {
      disposed = true;
      queue.length = 0;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
