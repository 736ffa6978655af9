/**
 * A token bucket: `capacity` tokens at most, refilled at `perSecond`. Bursts up to the capacity
 * pass; a steady stream faster than the refill runs dry. Times are monotonic milliseconds.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    at: number,
  ) {
    this.tokens = capacity;
    this.updatedAt = at;
  }

  private refill(at: number): void {
    const elapsed = Math.max(0, at - this.updatedAt);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = at;
  }

  /** Takes `count` tokens if there are enough; false (and nothing taken) otherwise. */
  take(count: number, at: number): boolean {
    this.refill(at);
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }

  /** Full again: nothing to remember about this caller (lets maps of buckets forget it). */
  isFull(at: number): boolean {
    this.refill(at);
    return this.tokens >= this.capacity;
  }
}
