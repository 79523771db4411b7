/**
 * At most `perTurn` items go per turn of the event loop: while there is room and nobody waits, an
 * item goes at once (`offer` returns true and the caller goes on with it); past that it waits in
 * its key's lane, and each turn (a setImmediate) `go` is called for up to `perTurn` waiting items,
 * one key's oldest after another's, so a key with hundreds waiting delays another key's one by a
 * turn, not by all of them. `stillWanted` drops an item that no longer needs to go (its client left).
 */
export class TurnLanes<T> {
  // Waiting items by key; a Map keeps insertion order, so re-inserting a key sends it to the back.
  private readonly lanes = new Map<string, T[]>();
  private wentThisTurn = 0;
  private scheduled = false;

  constructor(
    readonly perTurn: number,
    private readonly go: (item: T) => void,
    private readonly stillWanted: (item: T) => boolean = () => true,
  ) {}

  /** True when the item may go now (the caller goes on with it); false when it waits its turn. */
  offer(key: string, item: T): boolean {
    if (this.lanes.size === 0 && this.wentThisTurn < this.perTurn) {
      this.wentThisTurn++;
      this.schedule();
      return true;
    }
    const lane = this.lanes.get(key);
    if (lane) lane.push(item);
    else this.lanes.set(key, [item]);
    this.schedule();
    return false;
  }

  /** Items waiting. */
  get waiting(): number {
    let count = 0;
    for (const lane of this.lanes.values()) count += lane.length;
    return count;
  }

  private schedule(): void {
    if (this.scheduled || (this.wentThisTurn === 0 && this.lanes.size === 0)) return;
    this.scheduled = true;
    setImmediate(() => this.nextTurn());
  }

  private nextTurn(): void {
    this.scheduled = false;
    this.wentThisTurn = 0;
    const { lanes } = this;
    while (this.wentThisTurn < this.perTurn && lanes.size > 0) {
      const [key, lane] = lanes.entries().next().value as [string, T[]];
      const item = lane.shift()!;
      lanes.delete(key);
      if (lane.length > 0) lanes.set(key, lane);
      if (!this.stillWanted(item)) continue;
      this.wentThisTurn++;
      this.go(item);
    }
    this.schedule();
  }
}
