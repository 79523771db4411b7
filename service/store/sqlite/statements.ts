import type Database from 'better-sqlite3';

/** Statements compiled once per connection and reused: intake runs the same few on every lead. */
export class Statements {
  private readonly compiled = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  get<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let statement = this.compiled.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.compiled.set(sql, statement);
    }
    return statement as unknown as Database.Statement<P, R>;
  }
}
