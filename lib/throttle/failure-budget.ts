// Failed-authentication budgets for staff sign-in and service client credentials.
//
// In memory, per process: the embedded database (PGlite) has one owning process, so that is the whole
// app. With Postgres and several app processes behind a balancer each keeps its own counts, which
// multiplies the budget by the number of processes but keeps every bound below.

export interface BudgetRule {
  /** Failures allowed before any wait. */
  free: number;
  /** The wait after the first failure beyond `free`; doubled for each further one. */
  baseDelayMs: number;
  /** The longest wait, so a lockout an attacker causes ends soon after the attack does. */
  maxDelayMs: number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

/** Keys kept at most; the oldest are forgotten first, so a flood of new keys cannot exhaust memory. */
const MAX_KEYS = 50_000;

export class FailureBudget {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: BudgetRule,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const entry = this.live(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /**
   * Counts one failure. Failures while locked are not counted: they were refused before any check,
   * and counting them would let an attacker stretch a victim's lockout.
   */
  fail(key: string): void {
    const t = this.now();
    const entry = this.live(key) ?? { failures: 0, lockedUntil: 0, lastFailure: t };
    if (entry.lockedUntil > t) return;
    entry.failures += 1;
    entry.lastFailure = t;
    const over = entry.failures - this.rule.free;
    if (over > 0) entry.lockedUntil = t + Math.min(this.rule.maxDelayMs, this.rule.baseDelayMs * 2 ** (over - 1));
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** An entry quiet for twice the longest wait starts over, so old failures do not add up forever. */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - Math.max(entry.lastFailure, entry.lockedUntil) > 2 * this.rule.maxDelayMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * Three budgets for one kind of credential: per address (one address trying many identities), per
 * address and identity (one address guessing one identity: the tightest, and it never touches the
 * owner signing in from elsewhere), and per identity (many addresses guessing one: looser, capped).
 */
export class CredentialThrottle {
  private readonly byAddress: FailureBudget;
  private readonly byPair: FailureBudget;
  private readonly byIdentity: FailureBudget;

  constructor(
    rules: { address: BudgetRule; pair: BudgetRule; identity: BudgetRule },
    now: () => number = () => Date.now(),
  ) {
    this.byAddress = new FailureBudget(rules.address, now);
    this.byPair = new FailureBudget(rules.pair, now);
    this.byIdentity = new FailureBudget(rules.identity, now);
  }

  /**
   * Milliseconds to wait before this address may try this identity; 0 when it may now. A caller
   * already known to the identity (`known`) is not held by the identity-wide budget, which strangers
   * guessing together can exhaust.
   */
  retryAfterMs(address: string, identity: string, opts: { known?: boolean } = {}): number {
    return Math.max(
      this.byAddress.retryAfterMs(address),
      this.byPair.retryAfterMs(pairKey(address, identity)),
      opts.known ? 0 : this.byIdentity.retryAfterMs(identity),
    );
  }

  failed(address: string, identity: string): void {
    this.byAddress.fail(address);
    this.byPair.fail(pairKey(address, identity));
    this.byIdentity.fail(identity);
  }

  /** A right credential clears what this address did to this identity; the other budgets stand. */
  succeeded(address: string, identity: string): void {
    this.byPair.forget(pairKey(address, identity));
  }
}

const pairKey = (address: string, identity: string) => `${address}\u0000${identity}`;

export const MINUTE = 60_000;
