/** Machines, systems and groups that have a name of their own, as data (docs/api.md §2.4). */

/** A phone system's own devices and accounts (`peer: 777123456@fpbx.de`, `sip_uri`): an address under one is no mailbox. */
export const PHONE_SYSTEM_DEVICES = ['sip', 'peer', 'endpoint', 'trunk'];

/**
 * Machines, systems and groups that have a name and a number of their own (a call's IVR, menu or
 * queue, a chat's widget or bot, a team): a name under such a key is no person's (NOT_A_PERSON), a
 * phone or email the business's (THING_QUALIFIERS).
 */
export const MACHINES = [
  'ivr',
  'menu',
  'queue',
  ...PHONE_SYSTEM_DEVICES,
  'department',
  'dept',
  'channel',
  'app',
  'widget',
  'flow',
  'workflow',
  'script',
  'skill',
  'integration',
  'inbox',
  'mailbox',
  'calendar',
  'room',
  'warteschlange',
  'abteilung',
  'departement',
  'ligne',
  'departamento',
  'cola',
  'linea',
  'linha',
  'canal',
  'dipartimento',
  'coda',
  'afdeling',
  'wachtrij',
  'kanal',
  'canale',
  'fila',
  'setor',
  'reparto',
];
// A group's or a team's name is no person's, but a `group_leader_email` or a `team_captain_phone` is the person's (a group booking's lead).
export const GROUPS = ['group', 'team', 'gruppe', 'groupe', 'grupo', 'gruppo', 'groep', 'equipe', 'equipo', 'squadra'];
