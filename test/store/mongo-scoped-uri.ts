import { ConnectionString } from 'mongodb-connection-string-url';

/**
 * The URI with its database replaced by `db`. With credentials and no authSource, the driver
 * authenticates against the URI's database (admin when none): that is kept explicit, so a root
 * user in admin still logs in to a scratch database.
 */
export function scopedUri(uri: string, db: string): string {
  const scoped = new ConnectionString(uri);
  if (scoped.username && !scoped.searchParams.has('authSource')) {
    scoped.searchParams.set('authSource', scoped.pathname.replace(/^\//, '') || 'admin');
  }
  scoped.pathname = `/${db}`;
  return scoped.toString();
}
