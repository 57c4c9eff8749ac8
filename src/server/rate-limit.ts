/** Connections allowed per address in a sliding window: a venue's phones share one address, so the default is generous. */
export class RateLimiter {
  private seen = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the address has used up its window. */
  allow(address: string, now = Date.now()): boolean {
    const recent = (this.seen.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      this.seen.set(address, recent);
      return false;
    }
    recent.push(now);
    this.seen.set(address, recent);
    if (this.seen.size > 10_000) this.forgetOld(now);
    return true;
  }

  private forgetOld(now: number): void {
    for (const [address, times] of this.seen)
      if (times.every((t) => now - t >= this.windowMs)) this.seen.delete(address);
  }
}
