/** A JSON object of a lead body, as parsed: the lead itself or any object within it, its keys and their values. */
export type Obj = Record<string, unknown>;
