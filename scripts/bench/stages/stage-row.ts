/** One line of the stage table: CPU µs per lead, for each body measured. */
export interface StageRow {
  label: string;
  /** 0: a stage, summed; 1 and 2: what a stage is made of (not summed again). */
  depth: 0 | 1 | 2;
  us: number;
  /** Shown, but not part of the sum (another setting of a stage already counted). */
  aside?: boolean;
}
